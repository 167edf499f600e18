import RefreshKit

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--version") {
    print(refreshKitVersion)
} else {
    print("""
    USAGE: refreshkit <subcommand>

    Pull-to-refresh presets: list, show, validate, simulate and preview them.

    OPTIONS:
      --version   Print the version.
      --help      Show this help.
    """)
}

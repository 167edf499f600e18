import RefreshKit

/// `refreshkit completion bash|zsh|fish`: a shell completion script, made
/// from the subcommands' own specs, so that it completes exactly what the
/// command takes.
struct CompletionCommand {
    static let shells = ["bash", "zsh", "fish"]

    static let spec = CommandSpec(
        name: "completion",
        abstract: "Print a shell completion script for bash, zsh or fish.",
        usage: "completion bash|zsh|fish",
        options: [],
        positionals: 1...1,
        discussion: """
            Completes subcommands, options, the values of --format, and built-in preset names or files.
            bash: add 'source <(refreshkit completion bash)' to ~/.bashrc.
            zsh: 'refreshkit completion zsh > "${fpath[1]}/_refreshkit"', then restart the shell.
            fish: 'refreshkit completion fish > ~/.config/fish/completions/refreshkit.fish'.
            """,
        examples: ["refreshkit completion bash > /usr/local/etc/bash_completion.d/refreshkit"])

    let catalog: PresetCatalog

    func run(_ parsed: ParsedArguments, output: inout some TextOutputStream) throws(UsageError) -> Int32 {
        let shell = parsed.positionals[0]
        let specs = RefreshCommandLine.subcommands
        let presets = catalog.builtIns.keys.sorted()
        switch shell {
        case "bash": output.write(Self.bash(specs, presets: presets))
        case "zsh": output.write(Self.zsh(specs, presets: presets))
        case "fish": output.write(Self.fish(specs, presets: presets))
        default:
            throw UsageError(
                "'\(Excerpt.of(shell))' is not a shell completion is written for; use \(Self.shells.quotedOrList).\(didYouMeanHint(shell, in: Self.shells))",
                subcommand: Self.spec.name)
        }
        return 0
    }

    /// Subcommands whose argument is a preset: a name or a file.
    private static let presetTaking: Set<String> = ["show", "simulate", "preview"]

    static func bash(_ specs: [CommandSpec], presets: [String]) -> String {
        var cases = ""
        for spec in specs {
            var values = ""
            for option in spec.options where option.valueName != nil {
                let words = option.choices.isEmpty ? nil : option.choices.joined(separator: " ")
                let completion =
                    words.map { "compgen -W \"\($0)\" -- \"$cur\"" }
                    ?? (option.name == "--presets" ? "compgen -d -- \"$cur\"" : "compgen -f -- \"$cur\"")
                values += "                \(option.name)) COMPREPLY=($(\(completion))); return ;;\n"
            }
            let options = (spec.options.map(\.name) + ["--help"]).joined(separator: " ")
            let positional =
                presetTaking.contains(spec.name)
                ? "COMPREPLY=($(compgen -W \"\(presets.joined(separator: " "))\" -- \"$cur\") $(compgen -f -- \"$cur\"))"
                : spec.name == CompletionCommand.spec.name
                    ? "COMPREPLY=($(compgen -W \"\(shells.joined(separator: " "))\" -- \"$cur\"))"
                    : "COMPREPLY=($(compgen -f -- \"$cur\"))"
            cases += """
                    \(spec.name))
                        case "$prev" in
                \(values)            esac
                        if [[ "$cur" == -* ]]; then
                            COMPREPLY=($(compgen -W "\(options)" -- "$cur"))
                        else
                            \(positional)
                        fi
                        ;;

                """
        }
        return """
            # bash completion for refreshkit (refreshkit completion bash)
            _refreshkit() {
                local cur="${COMP_WORDS[COMP_CWORD]}"
                local prev="${COMP_WORDS[COMP_CWORD-1]}"
                COMPREPLY=()
                if [[ $COMP_CWORD -eq 1 ]]; then
                    COMPREPLY=($(compgen -W "\((specs.map(\.name) + ["help", "--help", "--version"]).joined(separator: " "))" -- "$cur"))
                    return
                fi
                case "${COMP_WORDS[1]}" in
            \(cases)        help)
                        COMPREPLY=($(compgen -W "\(specs.map(\.name).joined(separator: " "))" -- "$cur"))
                        ;;
                esac
            }
            complete -o filenames -F _refreshkit refreshkit

            """
    }

    static func zsh(_ specs: [CommandSpec], presets: [String]) -> String {
        func quoted(_ text: String) -> String {
            text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: ":", with: "\\:")
        }
        func bracketed(_ text: String) -> String {
            quoted(text).replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
        }
        var functions = ""
        for spec in specs {
            var lines: [String] = []
            for option in spec.options {
                let repeats = option.repeats ? "*" : ""
                if let valueName = option.valueName {
                    let action =
                        option.choices.isEmpty
                        ? (option.name == "--presets" ? "_directories" : "_files") : "(\(option.choices.joined(separator: " ")))"
                    lines.append("'\(repeats)\(option.name)[\(bracketed(option.help))]:\(valueName):\(action)'")
                } else {
                    lines.append("'\(option.name)[\(bracketed(option.help))]'")
                }
            }
            lines.append("'--help[Show help for this subcommand.]'")
            let positional =
                presetTaking.contains(spec.name)
                ? "'1:preset:_alternative \"presets\\:built-in preset\\:(\(presets.joined(separator: " ")))\" \"files\\:file\\:_files\"'"
                : spec.name == CompletionCommand.spec.name ? "'1:shell:(\(shells.joined(separator: " ")))'" : "'*:file:_files'"
            if spec.positionals.upperBound > 0 { lines.append(positional) }
            functions += "_refreshkit_\(spec.name)() {\n    _arguments \\\n        " + lines.joined(separator: " \\\n        ") + "\n}\n\n"
        }
        let described = specs.map { "'\($0.name):\(quoted($0.abstract))'" }.joined(separator: "\n        ")
        return """
            #compdef refreshkit
            # zsh completion for refreshkit (refreshkit completion zsh)

            \(functions)_refreshkit() {
                local -a subcommands
                subcommands=(
                    \(described)
                )
                if (( CURRENT == 2 )); then
                    _describe 'subcommand' subcommands
                    _arguments '--help[Show help.]' '--version[Print the version.]'
                    return
                fi
                local subcommand="${words[2]}"
                shift words
                (( CURRENT-- ))
                case "$subcommand" in
                    \(specs.map { "\($0.name)) _refreshkit_\($0.name) ;;" }.joined(separator: "\n            "))
                    help) _describe 'subcommand' subcommands ;;
                esac
            }

            _refreshkit "$@"

            """
    }

    static func fish(_ specs: [CommandSpec], presets: [String]) -> String {
        func quoted(_ text: String) -> String {
            "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }
        let names = specs.map(\.name).joined(separator: " ")
        var lines = [
            "# fish completion for refreshkit (refreshkit completion fish)",
            "complete -c refreshkit -f",
            "complete -c refreshkit -n '__fish_use_subcommand' -l version -d 'Print the version.'",
            "complete -c refreshkit -n '__fish_use_subcommand' -l help -d 'Show help.'",
            "complete -c refreshkit -n '__fish_seen_subcommand_from help' -a '\(names)'",
        ]
        for spec in specs {
            lines.append("complete -c refreshkit -n '__fish_use_subcommand' -a \(spec.name) -d \(quoted(spec.abstract))")
            let condition = "-n '__fish_seen_subcommand_from \(spec.name)'"
            for option in spec.options {
                let long = String(option.name.dropFirst(2))
                var line = "complete -c refreshkit \(condition) -l \(long)"
                if option.valueName != nil {
                    line += option.choices.isEmpty ? " -r -F" : " -x -a '\(option.choices.joined(separator: " "))'"
                }
                lines.append(line + " -d \(quoted(option.help))")
            }
            lines.append("complete -c refreshkit \(condition) -l help -d 'Show help for this subcommand.'")
            if presetTaking.contains(spec.name) {
                lines.append("complete -c refreshkit \(condition) -F -a '\(presets.joined(separator: " "))'")
            } else if spec.name == CompletionCommand.spec.name {
                lines.append("complete -c refreshkit \(condition) -x -a '\(shells.joined(separator: " "))'")
            } else if spec.positionals.upperBound > 0 {
                lines.append("complete -c refreshkit \(condition) -F")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

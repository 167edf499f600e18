import Foundation
import RefreshKitCommand

// The `refreshkit` command as RefreshKitPlugin and `swift package
// refreshkit-validate` run it. It is `refreshkit` without the version stamp:
// SwiftPM cannot run a build plugin on a plugin's own tool while planning an
// app's build.
exit(RefreshCommandLine().run(CommandLine.arguments.dropFirst()))

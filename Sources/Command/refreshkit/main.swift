import Foundation
import RefreshKitCommand

exit(RefreshCommandLine().run(CommandLine.arguments.dropFirst()))

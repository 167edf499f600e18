import Foundation
import RefreshKitCommand

exit(RefreshKitCommand().run(CommandLine.arguments.dropFirst()))

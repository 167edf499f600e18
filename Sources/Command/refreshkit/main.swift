import Foundation
import RefreshKitCommand

// BuildCommit.swift, written on every build by the RefreshKitVersionStamp plugin.
let version =
    buildIsTaggedRelease || buildCommit == nil
    ? refreshKitVersion : "\(refreshKitVersion)-dev (commit \(buildCommit!), not a tagged release)"
exit(RefreshCommandLine(version: version).run(CommandLine.arguments.dropFirst()))

import Foundation

// What several test targets need from the place they run in; STYLE.md asks
// that such support live in one target of its own.

/// The package's root folder, found from this file's place in it
/// (Tests/RefreshTestSupport/PackagePaths.swift).
public let packageRoot: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
}()

/// The shared test fixtures, Tests/Fixtures.
public let fixtures = packageRoot + "/Tests/Fixtures"

/// A new, empty folder under the system's temporary folder, with its real
/// path (no symbolic links in it), for a test to fill and remove.
public func makeScratchFolder(_ label: String = "refreshkit") throws -> String {
    let path = NSTemporaryDirectory() + "\(label)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
}

#if os(macOS) || os(Linux) || os(Windows)
/// The built executable `name`, next to the test bundle in the products folder.
public func productPath(_ name: String) -> String {
    let products =
        Bundle.main.bundleURL.hasDirectoryPath
        ? Bundle.main.bundleURL : Bundle.main.bundleURL.deletingLastPathComponent()
    for candidate in [products, products.deletingLastPathComponent()] {
        let path = candidate.appendingPathComponent(name).path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return products.appendingPathComponent(name).path
}

/// What a run of a built executable printed, and how it ended.
public struct ProductRun: Sendable {
    public var status: Int32
    public var output: String
    public var errors: String

    /// The run as snapshots record it.
    public var transcript: String { "exit: \(status)\n--- stdout\n\(output)--- stderr\n\(errors)" }
}

/// Runs the built executable `name` with `arguments` from `directory` (the
/// package root unless given), with `input` on its standard input (empty
/// unless given).
public func runProduct(_ name: String, _ arguments: [String], in directory: String = packageRoot, input: String = "")
    throws -> ProductRun
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: productPath(name))
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let output = Pipe()
    let errors = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = standardInput
    try process.run()
    // A writer of its own, so that a large input cannot block on a full pipe
    // while the process blocks on a full output pipe.
    let writer = Thread {
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try? standardInput.fileHandleForWriting.close()
    }
    writer.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProductRun(
        status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
        errors: String(decoding: errorData, as: UTF8.self))
}
#endif

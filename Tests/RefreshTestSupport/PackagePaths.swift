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
    try runProcess(productPath(name), arguments, in: directory, input: input)
}

/// Runs `executable` to its end and returns what it printed.
///
/// Its standard input, output and error are files in a scratch folder, not
/// pipes: nothing this process writes can meet a child that has already
/// exited (which a pipe answers with SIGPIPE, ending the whole test run),
/// no pipe can fill up while the other is read, and no thread outlives the
/// call. The folder is removed before it returns.
public func runProcess(_ executable: String, _ arguments: [String], in directory: String = packageRoot, input: String = "")
    throws -> ProductRun
{
    let scratch = try makeScratchFolder("refreshkit-run")
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let inputPath = scratch + "/stdin"
    let outputPath = scratch + "/stdout"
    let errorsPath = scratch + "/stderr"
    try Data(input.utf8).write(to: URL(fileURLWithPath: inputPath))
    for path in [outputPath, errorsPath] { try Data().write(to: URL(fileURLWithPath: path)) }
    let standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: errorsPath))
    defer {
        try? standardInput.close()
        try? output.close()
        try? errors.close()
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardInput = standardInput
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    return ProductRun(
        status: process.terminationStatus,
        output: String(decoding: try Data(contentsOf: URL(fileURLWithPath: outputPath)), as: UTF8.self),
        errors: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errorsPath)), as: UTF8.self))
}
#endif

import Foundation
import RefreshKit

/// Loading and validating a folder of generated presets, as
/// `refreshkit validate FOLDER` and an app's catalog do: read the file, parse,
/// decode, check every value and rule, resolve `extends`.
struct PresetLoadFigures: Codable {
    /// `json`, `xml` or `binary` (property lists).
    var encoding: String
    var files: Int
    var fullPresets: Int
    var extendingPresets: Int
    var repetitions: Int
    /// Cold: each repetition loads every file once with a new catalog, so
    /// the only parents it finds resolved are those it resolved itself
    /// earlier in the same pass. The fastest repetition (the median is kept too).
    var microsecondsPerFile: Double
    var medianMicrosecondsPerFile: Double
    var filesPerSecond: Double
    /// Steady state: the same catalog loading the files again, every
    /// parent resolved already (it still reads each parent's bytes to see
    /// that they are unchanged). Fastest repetition.
    var steadyMicrosecondsPerFile: Double
    var loaded: Int
    var failed: Int
    /// What Foundation takes to read and parse the same files
    /// (`JSONSerialization`, or `PropertyListSerialization` for property
    /// lists), fastest repetition: parsing alone, no decoding or checks.
    var foundationParser: String
    var foundationMicrosecondsPerFile: Double
    /// ``microsecondsPerFile`` (cold) over ``foundationMicrosecondsPerFile``,
    /// for scale.
    var ratioToFoundation: Double
    /// ``steadyMicrosecondsPerFile`` over ``foundationMicrosecondsPerFile``.
    var steadyRatioToFoundation: Double
}

enum PresetLoadBenchmark {
    /// The figures for the same generated presets in each encoding.
    static func measureEveryEncoding(files count: Int, repetitions: Int) throws -> [PresetLoadFigures] {
        try PresetEncoding.allCases.map { try measure(files: count, repetitions: repetitions, encoding: $0) }
    }

    static func measure(files count: Int, repetitions: Int, encoding: PresetEncoding) throws -> PresetLoadFigures {
        let folder =
            NSTemporaryDirectory() + "refreshkit-benchmark-presets-\(ProcessInfo.processInfo.processIdentifier)-\(encoding.rawValue)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (paths, full) = try writePresets(count: count, to: folder, encoding: encoding)
        // A new catalog (setting its search folders gives it its own, empty,
        // cache of parents); `steady` is warmed by one pass before timing.
        func newCatalog() -> PresetCatalog {
            var catalog = PresetCatalog.standard
            catalog.searchFolders = [folder]
            return catalog
        }
        let steady = newCatalog()
        for path in paths { blackHole(steady.load(file: path)) }
        var perFile: [Double] = []
        var steadyPerFile = Double.infinity
        var foundation = Double.infinity
        var loaded = 0
        var failed = 0
        func microsecondsPerFile(since start: ContinuousClock.Instant) -> Double {
            PipelineBenchmark.nanoseconds(ContinuousClock.now - start) / 1_000 / Double(paths.count)
        }
        for _ in 0..<repetitions {
            // Foundation, then a new catalog, then the warm one, in turns: all meet the same neighbours.
            let foundationStart = ContinuousClock.now
            for path in paths { try parseWithFoundation(path: path, encoding: encoding) }
            foundation = min(foundation, microsecondsPerFile(since: foundationStart))
            loaded = 0
            failed = 0
            let start = ContinuousClock.now
            let catalog = newCatalog()
            for path in paths {
                switch catalog.load(file: path) {
                case .success: loaded += 1
                case .failure: failed += 1
                }
            }
            perFile.append(microsecondsPerFile(since: start))
            let steadyStart = ContinuousClock.now
            for path in paths { blackHole(steady.load(file: path)) }
            steadyPerFile = min(steadyPerFile, microsecondsPerFile(since: steadyStart))
        }
        perFile.sort()
        return PresetLoadFigures(
            encoding: encoding.rawValue, files: paths.count, fullPresets: full, extendingPresets: paths.count - full,
            repetitions: repetitions,
            microsecondsPerFile: perFile[0], medianMicrosecondsPerFile: perFile[perFile.count / 2],
            filesPerSecond: 1_000_000 / perFile[0], steadyMicrosecondsPerFile: steadyPerFile, loaded: loaded, failed: failed,
            foundationParser: encoding == .json ? "JSONSerialization" : "PropertyListSerialization",
            foundationMicrosecondsPerFile: foundation, ratioToFoundation: perFile[0] / foundation,
            steadyRatioToFoundation: steadyPerFile / foundation)
    }

    /// Reads and parses one file as Foundation does, keeping the result
    /// from the optimiser.
    static func parseWithFoundation(path: String, encoding: PresetEncoding) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        if encoding == .json {
            blackHole(try JSONSerialization.jsonObject(with: data))
        } else {
            blackHole(try PropertyListSerialization.propertyList(from: data, options: [], format: nil))
        }
    }

    /// Two thirds full presets (a built-in under a new name with its numbers
    /// changed), one third that extend a built-in or another generated file.
    /// Property-list files are the JSON ones rewritten by the catalog, so
    /// every encoding holds the same presets.
    static func writePresets(count: Int, to folder: String, encoding: PresetEncoding) throws -> (paths: [String], full: Int) {
        let builtIns = PresetCatalog.standard.builtIns.values.sorted { $0.name < $1.name }
        var paths: [String] = []
        var full = 0
        for index in 0..<count {
            let name = "generated-\(index)"
            let base = builtIns[index % builtIns.count]
            let text: String
            if index % 3 == 2 {
                let parent = index >= 3 && index % 2 == 0 ? "generated-\(index - 2)" : base.name
                text = """
                    {
                      "name": "\(name)",
                      "summary": "Generated preset \(index), extending \(parent).",
                      "extends": "\(parent)",
                      "timing": {"minimumVisibleTime": \(0.1 + Double(index % 5) / 10), "timeout": 30},
                      "feedback": {"announcements": {"refreshSucceeded": "Updated \(index)"}}
                    }
                    """
            } else {
                full += 1
                text = String(decoding: base.bytes, as: UTF8.self)
                    .replacingOccurrences(of: "\"name\": \"\(base.name)\"", with: "\"name\": \"\(name)\"")
                    .replacingOccurrences(
                        of: "\"minimumVisibleTime\": 0.5", with: "\"minimumVisibleTime\": \(0.2 + Double(index % 7) / 20)"
                    )
                    .replacingOccurrences(of: "\"$schema\": \"schema.json\",\n", with: "")
            }
            let path = folder + "/\(name).\(encoding.fileExtension)"
            if encoding == .json {
                try text.write(toFile: path, atomically: false, encoding: .utf8)
            } else {
                var catalog = PresetCatalog.standard
                catalog.searchFolders = [folder]
                let preset = try catalog.decode(bytes: Array(text.utf8), displayPath: name + ".json").get()
                try Data(catalog.encode(preset, as: encoding)).write(to: URL(fileURLWithPath: path))
            }
            paths.append(path)
        }
        return (paths, full)
    }
}

import Foundation
import RefreshKit

/// One fuzz input through everything that reads a preset file: the bytes are
/// loaded as a `.json` and as a `.plist` file (the catalog picks the reader),
/// validated through a real file, and a preset that loads is run and written
/// back out. Any crash, hang or sanitizer report is a finding; so is a broken
/// promise, which ``problems(in:)`` names (the libFuzzer entry traps on it).
struct PresetFuzzTarget {
    /// The catalog apps use, so that `extends` reaches the built-ins.
    static let catalog = PresetCatalog.standard

    /// Where `validate(file:)` reads each input from: one file per process.
    static let scratchFolder: String = {
        let folder = NSTemporaryDirectory() + "refreshkit-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// The promises `bytes` broke; empty when all held.
    static func problems(in bytes: [UInt8]) -> [String] {
        var target = PresetFuzzTarget()
        target.exercise(bytes)
        return target.problems
    }

    private(set) var problems: [String] = []

    mutating func exercise(_ bytes: [UInt8]) {
        // One name per call, so that tests can run inputs side by side.
        let name = "fuzz-input-\(UUID().uuidString)"
        for fileExtension in ["json", "plist"] {
            let catalog = Self.catalog
            let path = Self.scratchFolder + "/\(name).\(fileExtension)"
            let loaded = catalog.load(bytes: bytes, displayPath: path)
            let diagnostics: [PresetDiagnostic]
            switch loaded {
            case .success(let resolved):
                diagnostics = resolved.warnings
                check(resolved.warnings.allSatisfy { $0.severity == .warning }, "a loaded preset carries an error")
                run(resolved)
                roundTrip(resolved)
            case .failure(let failure):
                diagnostics = failure.diagnostics
                check(!failure.errors.isEmpty, "a failed load reports no error")
            }
            for diagnostic in diagnostics {
                check(!diagnostic.message.isEmpty, "a diagnostic without a message")
                _ = diagnostic.description
            }
            // The file path reads the same bytes and must say the same.
            if FileManager.default.createFile(atPath: path, contents: Data(bytes)) {
                check(catalog.validate(file: path) == diagnostics, "validate(file:) disagrees with load(bytes:)")
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

    /// Pulls a pipeline made from the preset past its trigger and back,
    /// delivers an outcome and ticks it through its finish.
    mutating func run(_ resolved: ResolvedPreset) {
        var pipeline = resolved.makePipeline()
        let trigger = pipeline.strategy.triggerDistance
        check(trigger.isFinite && trigger > 0, "trigger distance \(trigger)")
        var time = 0.0
        func step(_ input: RefreshInput) {
            let result = pipeline.step(input)
            let status = result.status
            check((0...1).contains(status.progress), "progress \(status.progress)")
            check(status.contentInset.isFinite && status.contentInset >= 0, "content inset \(status.contentInset)")
            let model = result.indicator
            for value in [model.rotation, model.progress, model.opacity, model.size, model.position.x, model.position.y] {
                check(value.isFinite, "the indicator model holds a non-finite number: \(model)")
            }
        }
        let top = min(trigger * 1.5, ScrollSample.maximumPlausibleOffset)
        for frame in 0...40 {
            time += 1.0 / 60
            let offset = frame <= 20 ? top * Double(frame) / 20 : top * Double(40 - frame) / 20
            step(.sample(ScrollSample(offset: offset, time: time)))
        }
        step(.outcome(.success, time: time))
        for _ in 0..<8 {
            guard let deadline = pipeline.status.nextDeadline else { break }
            time = max(time, deadline)
            step(.tick(time: deadline))
        }
        let finishedBy = time + pipeline.strategy.finishingDuration + 1e-9
        step(.sample(ScrollSample(offset: 0, time: finishedBy)))
        check(pipeline.status.phase == .idle, "not idle after the finishing time: \(pipeline.status)")
    }

    /// A loaded preset written back as JSON loads again, to the same values.
    mutating func roundTrip(_ resolved: ResolvedPreset) {
        let bytes = Self.catalog.encode(resolved.written, as: .json)
        switch Self.catalog.load(bytes: bytes, displayPath: "\(resolved.written.name).json") {
        case .success(let again):
            check(again.preset == resolved.preset, "the preset written back as JSON loads to other values")
        case .failure(let failure):
            check(false, "the preset written back as JSON does not load: \(failure)\n\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    mutating func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { problems.append(message()) }
    }
}

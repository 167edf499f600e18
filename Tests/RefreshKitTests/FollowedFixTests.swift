import Foundation
import RefreshKit
import Testing

/// Issue 25: a fix is followed as written, and the file it gives must load
/// with no problem left: not the next warning (a "nearest allowed value" no
/// pull reaches, a ring that spills over its area) nor a fix with a
/// placeholder in it.
@Suite struct FollowedFixTests {
    /// A preset as sections of keys, so that a fix can be applied to it.
    struct Sections {
        var top: [String: Any]
        var sections: [String: [String: Any]]

        var json: String {
            var object = top
            for (name, members) in sections { object[name] = members }
            let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
    }

    static func load(_ preset: Sections) -> Result<ResolvedPreset, PresetLoadFailure> {
        PresetCatalog.standard.load(bytes: Array(preset.json.utf8), displayPath: "\(preset.top["name"]!).json")
    }

    static func number(_ text: Substring) -> Any {
        let value = Double(text)!
        return value == value.rounded() && abs(value) < 1e9 ? Int(value) as Any : value as Any
    }

    /// `preset` with `fix`, given for `keyPath`, done as it says: a key
    /// removed, a value replaced, an old key written under its new names.
    static func apply(_ fix: String, at keyPath: String, to preset: Sections) throws -> Sections {
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        try #require(parts.count == 2, "a fix for a key in a section: \(keyPath)")
        var preset = preset
        if fix.hasPrefix("Remove the key") {
            preset.sections[parts[0]]?[parts[1]] = nil
            return preset
        }
        let written = fix.matches(of: /"(\w+)": (-?[0-9][0-9.]*)/)
        if !written.isEmpty {
            preset.sections[parts[0]]?[parts[1]] = nil
            for match in written { preset.sections[parts[0], default: [:]][String(match.1)] = number(match.2) }
            return preset
        }
        let offered = try #require(
            fix.firstMatch(of: /write (-?[0-9][0-9.]*) or (?:less|more)/)?.1
                ?? fix.firstMatch(of: /nearest allowed value is (-?[0-9][0-9.]*);/)?.1,
            "a fix with a value to write: \(fix)")
        preset.sections[parts[0]]?[parts[1]] = number(offered)
        return preset
    }

    static let badPresets: [Sections] = [
        Sections(top: ["name": "far", "extends": "spinning-arrow"], sections: ["strategy": ["triggerDistance": 1830]]),
        Sections(top: ["name": "ring", "extends": "progress-ring"], sections: ["indicator": ["ringSize": 300]]),
        Sections(top: ["name": "ball", "extends": "bouncing-ball"], sections: ["indicator": ["ballSize": 500]]),
        Sections(top: ["name": "arrow", "extends": "spinning-arrow"], sections: ["indicator": ["arrowSize": 500]]),
        Sections(top: ["name": "tall", "extends": "progress-ring"], sections: ["layout": ["indicatorHeight": 900]]),
        Sections(top: ["name": "still", "extends": "spinning-arrow"], sections: ["strategy": ["degreesPerPoint": 0]]),
        Sections(top: ["name": "slow", "extends": "spinning-arrow"], sections: ["strategy": ["degreesPerPoint": 0.1]]),
        Sections(top: ["name": "quick", "extends": "spinning-arrow"], sections: ["strategy": ["degreesPerPoint": 2]]),
        Sections(top: ["name": "spin", "extends": "spinning-arrow"], sections: ["strategy": ["degreesPerPoint": "fast"]]),
        Sections(top: ["name": "deep", "extends": "progress-ring"], sections: ["strategy": ["refreshDistance": 900]]),
        Sections(top: ["name": "band", "extends": "release-to-refresh"], sections: ["strategy": ["threshold": 2000]]),
        Sections(top: ["name": "bounce", "extends": "bouncing-ball"], sections: ["strategy": ["maxOffset": 60]]),
        Sections(top: ["name": "held", "extends": "frozen-header"], sections: ["strategy": ["contentInset": "wide"]]),
        // Two old keys in one section, and an old key beside the new one: one fix writes each new key once.
        Sections(top: ["name": "pair", "extends": "spinning-arrow"], sections: ["strategy": ["refreshDistance": 80, "maxOffset": 5]]),
        Sections(
            top: ["name": "trio", "extends": "progress-ring"],
            sections: ["strategy": ["threshold": 90, "contentInset": 40, "refreshDistance": 70]]),
        Sections(
            top: ["name": "both", "extends": "release-to-refresh"], sections: ["strategy": ["triggerDistance": 100, "threshold": 60]]),
        // One old key whose number would break a rule across keys (the trigger below arrowStartDistance).
        Sections(top: ["name": "short", "extends": "spinning-arrow"], sections: ["strategy": ["maxOffset": 5]]),
        Sections(top: ["name": "wait", "extends": "progress-ring"], sections: ["timing": ["timeout": -1]]),
        // Under the platform's own control, whose numbers do nothing on screen.
        Sections(top: ["name": "native"], sections: ["strategy": ["type": "system", "threshold": 60]]),
        // In range, but no pull reaches them, or they spill over their area: warnings whose fixes are followed too.
        Sections(top: ["name": "reach", "extends": "spinning-arrow"], sections: ["strategy": ["triggerDistance": 900]]),
        Sections(top: ["name": "drop", "extends": "bouncing-ball"], sections: ["strategy": ["triggerDistance": 600]]),
        Sections(top: ["name": "wide", "extends": "progress-ring"], sections: ["indicator": ["ringSize": 150]]),
        Sections(top: ["name": "low", "extends": "bouncing-ball"], sections: ["indicator": ["ballSize": 150]]),
    ]

    @Test(arguments: badPresets)
    func followingEveryFixGivesAPresetWithNoProblemLeft(_ bad: Sections) throws {
        let problems: [PresetDiagnostic] =
            switch Self.load(bad) {
            case .success(let resolved): resolved.warnings
            case .failure(let failure): failure.diagnostics
            }
        try #require(!problems.isEmpty, "\(bad.json) has a problem to fix")
        var fixed = bad
        var writtenBy: [String: String] = [:]
        for problem in problems {
            let fix = try #require(problem.fix, "\(problem)")
            // A key two fixes each write would be written twice: a duplicate key.
            for match in fix.matches(of: /"(\w+)": -?[0-9]/) {
                let section = String(problem.keyPath.split(separator: ".")[0])
                let key = "\(section).\(match.1)"
                #expect(
                    bad.sections[section]?[String(match.1)] == nil, "\(problem.keyPath)'s fix writes \(key), which the file has already")
                #expect(writtenBy[key] == nil, "\(key) is written by the fixes of both \(writtenBy[key] ?? "") and \(problem.keyPath)")
                writtenBy[key] = problem.keyPath
            }
            #expect(!fix.contains("…"), "a fix with a placeholder: \(fix)")
            fixed = try Self.apply(fix, at: problem.keyPath, to: fixed)
        }
        switch Self.load(fixed) {
        case .success(let resolved):
            #expect(resolved.warnings.isEmpty, "\(bad.json) fixed as told, \(fixed.json), warns: \(resolved.warnings)")
        case .failure(let failure):
            Issue.record("\(bad.json) fixed as told, \(fixed.json), fails: \(failure.diagnostics)")
        }
    }

    /// The nearest allowed value of an upper bound is offered only where it
    /// works; otherwise the fix says why, and what works.
    @Test func anUpperBoundNoPullReachesIsNotOffered() throws {
        let failure = try #require(Self.load(Self.badPresets[0]).failure)
        #expect(
            failure.diagnostics.first?.fix
                == "The nearest allowed value, 1000, would start the refresh at 1000 pt, beyond any pull on a phone (339.2 pt at most): write 339 or less to start it within 339.2 pt; the default is 135.88235294117646 pt."
        )
        let ring = try #require(Self.load(Self.badPresets[1]).failure)
        #expect(
            ring.diagnostics.first?.fix?.hasPrefix(
                "The nearest allowed value, 200, would draw the indicator 200 pt across, in an area 36 pt tall (layout.indicatorHeight): write "
            ) == true, "\(ring.diagnostics)")
    }

    /// The value a size or reach fix offers is the largest whole number that
    /// works, not one short of it: a 36 pt ring fills a 36 pt area.
    @Test(arguments: [
        Sections(top: ["name": "ring", "extends": "progress-ring"], sections: ["indicator": ["ringSize": 200]]),
        Sections(top: ["name": "ring", "extends": "progress-ring"], sections: ["indicator": ["ringSize": 300]]),
        Sections(top: ["name": "far", "extends": "spinning-arrow"], sections: ["strategy": ["triggerDistance": 1830]]),
        Sections(top: ["name": "reach", "extends": "spinning-arrow"], sections: ["strategy": ["triggerDistance": 900]]),
    ])
    func theOfferedValueIsTheLargestThatWorks(_ bad: Sections) throws {
        let problems: [PresetDiagnostic] =
            switch Self.load(bad) {
            case .success(let resolved): resolved.warnings
            case .failure(let failure): failure.diagnostics
            }
        let problem = try #require(problems.first, "\(bad.json) has a problem")
        let fix = try #require(problem.fix)
        let offered = try #require(fix.firstMatch(of: /write ([0-9]+) or less/)?.1, "a whole number offered: \(fix)")
        func isClean(_ value: Int) -> Bool {
            var preset = bad
            let parts = problem.keyPath.split(separator: ".").map(String.init)
            preset.sections[parts[0]]?[parts[1]] = value
            if case .success(let resolved) = Self.load(preset) { return resolved.warnings.isEmpty }
            return false
        }
        let value = try #require(Int(offered))
        #expect(isClean(value), "\(value), offered by \(fix), leaves a problem")
        #expect(!isClean(value + 1), "\(value + 1) works too: \(fix) offers one short of the largest")
    }

    /// Document 000's rate of 0 never turns the arrow: the fix offers a
    /// number, not `…`.
    @Test func aRateOfZeroIsOfferedTheDefaultTrigger() throws {
        let failure = try #require(Self.load(Self.badPresets[5]).failure)
        #expect(
            failure.diagnostics.first?.fix
                == #"A rate of 0 never turns the arrow to 180°: write "triggerDistance": 135.88, the default, or the distance where the refresh should start."#
        )
    }

    /// A document's old name is told its new one under every strategy type
    /// that has the shared distances, not only under the type that used it:
    /// a preset that changed type keeps its old keys.
    @Test(arguments: ["system", "bouncing-ball", "progress-ring"])
    func everyOldNameIsRecognisedUnderEveryType(_ type: String) throws {
        let old: [(key: String, fix: String)] = [
            ("refreshDistance", #"Write "triggerDistance": 80 instead."#),
            ("offsetWhileLoading", #"Write "holdDistance": 80 instead."#),
            ("contentInset", #"Write "holdDistance": 80 instead."#),
            ("threshold", #"Write "triggerDistance": 80 and "holdDistance": 80 instead."#),
            ("maxOffset", #"Write "triggerDistance": 80 and "holdDistance": 80 instead."#),
        ]
        // Under the platform's own control the new keys would do nothing on screen: the fix removes the old one.
        let removed =
            "Remove the key: under indicator style 'system', the platform's own control, which pulls, holds and draws by itself, its numbers do nothing on screen."
        for (key, fix) in old.map({ (key: $0.key, fix: type == "system" ? removed : $0.fix) }) {
            let preset = Sections(top: ["name": "moved"], sections: ["strategy": ["type": type, key: 80]])
            let failure = try #require(Self.load(preset).failure, "\(key) under \(type)")
            let diagnostic = try #require(failure.diagnostics.first)
            #expect(diagnostic.rule == .renamedKey, "\(key) under \(type): \(diagnostic)")
            #expect(diagnostic.fix == fix, "\(key) under \(type)")
            #expect(failure.diagnostics.count == 1, "\(failure.diagnostics)")
        }
    }
}

extension Result {
    /// The error, if any.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}

extension FollowedFixTests.Sections: CustomTestStringConvertible, @unchecked Sendable {
    var testDescription: String { json }
}

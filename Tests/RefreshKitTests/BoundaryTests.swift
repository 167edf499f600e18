import RefreshKit
import Testing

/// Exact boundaries: every declared range takes its two ends and refuses the
/// next number past each, in code and in a preset file; every declared rule
/// holds on its side of its boundary and breaks on the other, at the
/// boundary itself as its requirement says.
@Suite struct BoundaryTests {
    /// Every declaration of every registered module and preset section.
    static let declarations: [(section: String, owner: String, declaration: ParameterDeclaration)] = {
        let registry = PresetCatalog.standard.registry
        var all: [(String, String, ParameterDeclaration)] = []
        for (name, entry) in registry.strategies.sorted(by: { $0.key < $1.key }) {
            all += entry.descriptor.parameters.map { ("strategy", name, $0) }
        }
        for (name, entry) in registry.indicators.sorted(by: { $0.key < $1.key }) {
            all += entry.descriptor.parameters.map { ("indicator", name, $0) }
        }
        all += RefreshTiming.Parameters.all.map { ("timing", "timing", $0) }
        all += RefreshLayout.Parameters.all.map { ("layout", "layout", $0) }
        return all
    }()

    static var ranged: [(section: String, owner: String, declaration: ParameterDeclaration)] {
        declarations.filter { $0.declaration.range != nil }
    }

    @Test func everyRangeTakesItsEndsAndRefusesTheNextNumberPastThem() throws {
        #expect(Self.ranged.count > 30, "the declarations were found")
        for (_, owner, declaration) in Self.ranged {
            let range = try #require(declaration.range)
            let label = "\(owner).\(declaration.name) \(range)"
            switch declaration.kind {
            case .number:
                #expect(declaration.problem(with: .number(range.lowerBound)) == nil, "\(label): the lower end")
                #expect(declaration.problem(with: .number(range.upperBound)) == nil, "\(label): the upper end")
                #expect(declaration.problem(with: .number(range.lowerBound.nextDown)) == .outOfRange(range), "\(label): below")
                #expect(declaration.problem(with: .number(range.upperBound.nextUp)) == .outOfRange(range), "\(label): above")
                // A strategy reading a value past an end reads the end itself.
                #expect(declaration.coerce(.number(range.upperBound.nextUp)) == .number(range.upperBound), "\(label)")
                #expect(declaration.coerce(.number(range.lowerBound.nextDown)) == .number(range.lowerBound), "\(label)")
            case .integer:
                let lower = Int(range.lowerBound)
                let upper = Int(range.upperBound)
                #expect(declaration.problem(with: .integer(lower)) == nil, "\(label): the lower end")
                #expect(declaration.problem(with: .integer(upper)) == nil, "\(label): the upper end")
                #expect(declaration.problem(with: .integer(lower - 1)) == .outOfRange(range), "\(label): below")
                #expect(declaration.problem(with: .integer(upper + 1)) == .outOfRange(range), "\(label): above")
                #expect(declaration.coerce(.integer(upper + 1)) == .integer(upper), "\(label)")
                #expect(declaration.coerce(.integer(lower - 1)) == .integer(lower), "\(label)")
            default:
                Issue.record("\(label): a range on a \(declaration.kind.displayName) parameter")
            }
        }
    }

    /// The same through a preset file, as a team's preset meets it: the ends
    /// load without a complaint about the value, one step past is refused
    /// with the range.
    @Test func aPresetFileTakesTheEndsAndRefusesOneStepPast() throws {
        let catalog = PresetCatalog.standard
        var presetFor: [String: String] = [:]
        for name in catalog.presetNames {
            let preset = try catalog.load(named: name).get().preset
            if let type = preset.strategyType { presetFor["strategy " + type] = presetFor["strategy " + type] ?? name }
            if let style = preset.indicatorStyle { presetFor["indicator " + style] = presetFor["indicator " + style] ?? name }
        }
        for (section, owner, declaration) in Self.ranged {
            let range = try #require(declaration.range)
            let base = section == "timing" || section == "layout" ? "system" : try #require(presetFor["\(section) \(owner)"], "\(owner)")
            func load(_ value: Double) -> [PresetDiagnostic] {
                let number = declaration.kind == .integer ? String(Int(value)) : formatted(value)
                let text = #"{"name": "edge", "extends": "\#(base)", "\#(section)": {"\#(declaration.name)": \#(number)}}"#
                switch catalog.load(bytes: Array(text.utf8), displayPath: "edge.json") {
                case .success(let resolved): return resolved.warnings
                case .failure(let failure): return failure.diagnostics
                }
            }
            let path = "\(section).\(declaration.name)"
            let step = declaration.kind == .integer ? 1.0 : 0
            for end in [range.lowerBound, range.upperBound] {
                let refused = load(end).filter { $0.keyPath == path && $0.message.contains("must be between") }
                #expect(refused.isEmpty, "\(owner): \(path) = \(end) was refused: \(refused)")
            }
            for past in [
                step > 0 ? range.lowerBound - step : range.lowerBound.nextDown,
                step > 0 ? range.upperBound + step : range.upperBound.nextUp,
            ] {
                let refused = load(past).filter { $0.keyPath == path && $0.message.contains("must be between") }
                #expect(refused.count == 1, "\(owner): \(path) = \(formatted(past)) was not refused")
            }
        }
    }

    /// Each declared rule at its boundary: the values on either side, and
    /// the boundary itself on the side its requirement names ("less than"
    /// excludes it, "not exceed" includes it).
    @Test func everyRuleAtItsBoundary() throws {
        func holds(_ rules: [ParameterRule], _ requirement: String, _ values: ParameterValues) throws -> Bool {
            let rule = try #require(rules.first { $0.requirement == requirement }, "no rule '\(requirement)'")
            return rule.holds(values)
        }
        var checked: Set<String> = []
        func check(
            _ owner: String, _ rules: [ParameterRule], _ requirement: String, holdsAt: ParameterValues, breaksAt: ParameterValues
        ) throws {
            #expect(try holds(rules, requirement, holdsAt), "\(owner): '\(requirement)' should hold at \(holdsAt)")
            #expect(try !holds(rules, requirement, breaksAt), "\(owner): '\(requirement)' should break at \(breaksAt)")
            checked.insert("\(owner): \(requirement)")
        }
        let holdNotPastTrigger = "holdDistance should not exceed triggerDistance"
        let ring = ProgressRingStrategy.descriptor
        try check(
            ring.name, ring.rules, "minimumDistance must be less than triggerDistance",
            holdsAt: ["minimumDistance": .number(100.0.nextDown), "triggerDistance": .number(100)],
            breaksAt: ["minimumDistance": .number(100), "triggerDistance": .number(100)])
        let system = SystemStrategy.descriptor
        let arrow = SpinningArrowStrategy.descriptor
        // Document 001's 100 pt, `.refreshable`'s 115 pt and document 000's
        // 30 + 180 / 1.7 pt as the trigger each hold is measured against.
        for (descriptor, trigger) in [(ring, 100.0), (system, 115), (arrow, 30 + 180 / 1.7)] {
            try check(
                descriptor.name, descriptor.rules, holdNotPastTrigger,
                holdsAt: ["holdDistance": .number(trigger), "triggerDistance": .number(trigger)],
                breaksAt: ["holdDistance": .number(trigger.nextUp), "triggerDistance": .number(trigger)])
        }
        try check(
            arrow.name, arrow.rules, "triggerDistance must be greater than arrowStartDistance (the arrow turns between them)",
            holdsAt: ["triggerDistance": .number(30.0.nextUp), "arrowStartDistance": .number(30)],
            breaksAt: ["triggerDistance": .number(30), "arrowStartDistance": .number(30)])
        let timing = RefreshTiming.rules
        let longer = "timeout must be 0 (never) or longer than minimumVisibleTime"
        try check(
            "timing", timing, longer, holdsAt: ["timeout": .number(0.5.nextUp), "minimumVisibleTime": .number(0.5)],
            breaksAt: ["timeout": .number(0.5), "minimumVisibleTime": .number(0.5)])
        try check(
            "timing", timing, longer, holdsAt: ["timeout": .number(0), "minimumVisibleTime": .number(0.5)],
            breaksAt: ["timeout": .number(0.1), "minimumVisibleTime": .number(0.5)])
        // Every rule a module or section declares is among those checked here.
        var declared = Set(timing.map { "timing: \($0.requirement)" })
        for entry in PresetCatalog.standard.registry.strategies.values {
            declared.formUnion(entry.descriptor.rules.map { "\(entry.descriptor.name): \($0.requirement)" })
        }
        #expect(checked == declared, "rules without a boundary case: \(declared.subtracting(checked))")
    }

    private func formatted(_ value: Double) -> String { "\(value)" }
}

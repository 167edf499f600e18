import RefreshCore
import RefreshPresets
import RefreshTestSupport

enum SampleMode: String, ParameterChoice {
    case gentle, brisk
}

/// A strategy with one parameter of every kind, and a rule across two.
struct SampleStrategy: RefreshStrategy {
    enum Parameters {
        static let threshold = StrategyParameter<Double>(
            "threshold", default: 50, range: 1...500, unit: .points, summary: "Start distance.")
        static let minimumDistance = StrategyParameter<Double>(
            "minimumDistance", default: 10, range: 0...500, unit: .points, summary: "Reveal distance.")
        static let count = StrategyParameter<Int>("count", default: 2, range: 1...5, summary: "A count.")
        static let enabled = StrategyParameter<Bool>("enabled", default: true, summary: "A switch.")
        static let mode = StrategyParameter<SampleMode>("mode", default: .gentle, summary: "A choice.")
        static let tint = StrategyParameter<RGBColor>("tint", default: RGBColor(red: 240, green: 240, blue: 245), summary: "A colour.")
        static let label = StrategyParameter<String>("label", default: "Pull", summary: "A text.")
        static let all =
            [threshold, minimumDistance].map(\.declaration)
            + [count.declaration, enabled.declaration, mode.declaration, tint.declaration, label.declaration]
    }

    static let descriptor = StrategyDescriptor(
        name: "sample",
        summary: "A test strategy.",
        parameters: Parameters.all,
        stateNames: ["idle", "busy"],
        defaultIndicatorStyle: "sample-indicator",
        defaultAnimations: AnimationSet(start: .easeOut(duration: 0.35)),
        defaultHaptics: [.refreshStarted: .medium],
        rules: [
            ParameterRule(
                parameters: ["minimumDistance", "threshold"], requirement: "minimumDistance must be less than threshold",
                fix: "Lower minimumDistance or raise threshold."
            ) { values in
                values[Parameters.minimumDistance] < values[Parameters.threshold]
            }
        ]
    )

    let threshold: Double
    private(set) var status = RefreshStatus(phase: .idle, stateName: "idle")

    init(parameters: ParameterValues) { threshold = parameters[Parameters.threshold] }
    var triggerDistance: Double { threshold }
    var finishingDuration: Double { 0 }

    mutating func step(_ input: RefreshInput) -> RefreshEffects {
        switch input {
        case .sample(let sample):
            status.offset = sample.offset
            if status.phase == .idle, sample.offset > threshold {
                status.phase = .refreshing
                status.stateName = "busy"
                return RefreshEffects(startsRefresh: true)
            }
        case .outcome, .reset:
            status = RefreshStatus(phase: .idle, stateName: "idle", offset: status.offset)
        case .begin, .tick:
            break
        }
        return .none
    }
}

struct SampleIndicator: IndicatorStyle {
    enum Parameters {
        static let size = IndicatorParameter<Double>("size", default: 24, range: 4...100, unit: .points, summary: "Diameter.")
    }

    static let descriptor = IndicatorDescriptor(
        name: "sample-indicator", summary: "A ring.", parameters: [Parameters.size.declaration],
        layoutDefaults: ["indicatorHeight": .number(44)])

    let size: Double
    init(parameters: ParameterValues, layout: RefreshLayout) { size = parameters[Parameters.size] }
    func model(for status: RefreshStatus, at time: Double) -> IndicatorModel {
        IndicatorModel(shape: .ring, progress: status.progress, size: size)
    }
}

/// A third-party module, registered under a reverse-DNS name.
struct ElasticTestStrategy: RefreshStrategy {
    static let stretch = StrategyParameter<Double>(
        "stretch", default: 0.55, range: 0.1...1, unit: .fraction, summary: "Rubber-band constant.")
    static let descriptor = StrategyDescriptor(
        name: "com.example.elastic", summary: "A third-party strategy.", parameters: [stretch.declaration],
        stateNames: ["idle"], defaultIndicatorStyle: "sample-indicator")
    let status = RefreshStatus(phase: .idle, stateName: "idle")
    let stretchValue: Double
    init(parameters: ParameterValues) { stretchValue = parameters[Self.stretch] }
    var triggerDistance: Double { 80 }
    var finishingDuration: Double { 0 }
    mutating func step(_ input: RefreshInput) -> RefreshEffects { .none }
}

func sampleRegistry() -> ModuleRegistry {
    var registry = ModuleRegistry()
    registry.register(SampleStrategy.self)
    registry.register(SampleIndicator.self)
    return registry
}

/// A catalog with the sample modules, a base preset and the fixture folders.
func sampleCatalog(folders: [String] = []) -> PresetCatalog {
    let base = PresetSource(
        name: "base", displayPath: "builtin/base.json",
        bytes: Array(
            """
            {"name": "base", "summary": "The base.", "strategy": {"type": "sample", "threshold": 60}, "timing": {"minimumVisibleTime": 0.3}}
            """.utf8))
    return PresetCatalog(registry: sampleRegistry(), builtIns: [base], searchFolders: folders)
}

/// Every problem `catalog` finds in `text`, loaded as the file `displayPath`.
func diagnostics(_ text: String, displayPath: String = "n.json", catalog: PresetCatalog = sampleCatalog()) -> [PresetDiagnostic] {
    switch catalog.load(bytes: Array(text.utf8), displayPath: displayPath) {
    case .success(let resolved): resolved.warnings
    case .failure(let failure): failure.diagnostics
    }
}

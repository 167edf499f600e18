import RefreshTesting
import Testing

@testable import RefreshCore

/// `RefreshStrategyWithDefaultStyle`: a pipeline whose style is the
/// strategy's default keeps it as its own type and steps exactly as one that
/// draws the same style through `any IndicatorStyle`.
@Suite struct DefaultStyleTests {
    private func styledPipeline(indicator: any IndicatorStyle) -> RefreshPipeline {
        RefreshPipeline(
            name: "styled-toy", strategy: StyledToyStrategy(parameters: [:]), indicator: indicator, layout: RefreshLayout())
    }

    private let echo = ProgressEchoIndicator(parameters: [:], layout: RefreshLayout())

    @Test func onlyTheDefaultStyleTypeIsKeptAsItsOwnType() {
        #expect(styledPipeline(indicator: echo).drawsWithDefaultStyleType)
        #expect(!styledPipeline(indicator: HiddenIndicatorStyle(parameters: [:], layout: RefreshLayout())).drawsWithDefaultStyleType)
        #expect(!styledPipeline(indicator: StyleBehindExistential(echo)).drawsWithDefaultStyleType)
        // A strategy that does not conform never is, whatever its style.
        #expect(!toyPipeline().drawsWithDefaultStyleType)
    }

    /// Every kind of input, dropped ones included, gives the same step either way.
    @Test func theDefaultStyleTypeStepsAsTheExistentialDoes() {
        var direct = styledPipeline(indicator: echo)
        var existential = styledPipeline(indicator: StyleBehindExistential(echo))
        let inputs: [RefreshInput] = [
            .sample(ScrollSample(offset: 30, time: 0.1)),
            .sample(ScrollSample(offset: .nan, time: 0.15)),  // dropped
            .sample(ScrollSample(offset: 70, time: 0.2)),  // starts
            .sample(ScrollSample(offset: 70, time: 0.1)),  // time running backwards
            .outcome(.success, time: 0.3),
            .tick(time: 0.5),
            .sample(ScrollSample(offset: 0, time: 0.6)),
            .begin(time: 0.7),
            .reset(time: 0.8),
        ]
        var accepted = 0
        for input in inputs {
            let step = direct.step(input)
            #expect(step == existential.step(input), "\(input)")
            if step.isAccepted { accepted += 1 }
        }
        #expect(accepted > 0 && accepted < inputs.count, "both accepted and dropped inputs were compared")
    }

    /// A copy shares the storage until it steps, then gets its own, still
    /// keeping the default style as its own type.
    @Test func aCopyWithTheDefaultStyleStepsOnItsOwn() {
        var original = styledPipeline(indicator: echo)
        _ = original.step(.sample(ScrollSample(offset: 30, time: 0.1)))
        var copy = original
        let copyStep = copy.step(.sample(ScrollSample(offset: 70, time: 0.2)))
        #expect(copy.status.phase == .refreshing)
        #expect(copy.drawsWithDefaultStyleType)
        #expect(original.status.phase == .pulling)
        #expect(original.step(.sample(ScrollSample(offset: 70, time: 0.2))) == copyStep)
    }

    @Test func theSuiteCatchesADefaultStyleTheDescriptorDoesNotName() {
        StrategyConformance.expectConformance(of: StyledToyStrategy.self)
        let violations = StrategyConformance.violations(of: MisnamedStyledToyStrategy.self)
        let descriptor = violations.first { $0.promise == "descriptor" }
        #expect(descriptor?.detail.contains("DefaultIndicatorStyle is 'echo' but defaultIndicatorStyle is 'hidden'") == true)
    }
}

/// `ToyStrategy`, with `ProgressEchoIndicator` as its default style.
struct StyledToyStrategy: RefreshStrategyWithDefaultStyle {
    typealias DefaultIndicatorStyle = ProgressEchoIndicator
    static let descriptor = {
        var descriptor = ToyStrategy.descriptor
        descriptor.name = "styled-toy"
        descriptor.defaultIndicatorStyle = DefaultIndicatorStyle.descriptor.name
        return descriptor
    }()
    private var toy: ToyStrategy
    init(parameters: ParameterValues) { toy = ToyStrategy(parameters: parameters) }
    var status: RefreshStatus { toy.status }
    var triggerDistance: Double { toy.triggerDistance }
    var finishingDuration: Double { toy.finishingDuration }
    mutating func step(_ input: RefreshInput) -> RefreshEffects { toy.step(input) }
}

/// Names `ProgressEchoIndicator` as its default style type but "hidden" in its descriptor.
struct MisnamedStyledToyStrategy: RefreshStrategyWithDefaultStyle {
    typealias DefaultIndicatorStyle = ProgressEchoIndicator
    static let descriptor = ToyStrategy.descriptor
    private var toy: ToyStrategy
    init(parameters: ParameterValues) { toy = ToyStrategy(parameters: parameters) }
    var status: RefreshStatus { toy.status }
    var triggerDistance: Double { toy.triggerDistance }
    var finishingDuration: Double { toy.finishingDuration }
    mutating func step(_ input: RefreshInput) -> RefreshEffects { toy.step(input) }
}

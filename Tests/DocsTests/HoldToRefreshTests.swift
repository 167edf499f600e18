import RefreshKit
import RefreshTesting
import Testing

/// The strategy's own states, which the expectations name.
private typealias State = HoldToRefreshStrategy.State

/// Issue 24's test of the conformance suite: a time-based strategy written
/// from docs/custom-strategy.md passes at its defaults with no arguments,
/// and the same strategy with either planted bug fails, naming the promise.
@Suite struct HoldToRefreshTests {
    @Test func passesTheConformanceSuitesAtItsDefaults() {
        StrategyConformance.expectConformance(of: HoldToRefreshStrategy.self)
        IndicatorConformance.expectConformance(of: HoldRingIndicator.self, stateNames: HoldToRefreshStrategy.descriptor.stateNames)
    }

    @Test func passesAtTheEndsOfItsRanges() {
        StrategyConformance.expectConformance(
            of: HoldToRefreshStrategy.self,
            parameters: ["distance": .number(400), "holdTime": .number(5), "contentInset": .number(200), "fadeTime": .number(2)])
        StrategyConformance.expectConformance(
            of: HoldToRefreshStrategy.self,
            parameters: ["distance": .number(20), "holdTime": .number(0.1), "contentInset": .number(0), "fadeTime": .number(0)])
    }

    @Test func withoutTheRearmLatchItFailsOneRefreshPerPull() {
        let violations = StrategyConformance.violations(of: HoldToRefreshWithoutRearm.self)
        let broken = violations.first { $0.promise == .onePerPull }
        #expect(broken?.description.hasPrefix("one refresh per pull: ") == true, "\(violations.map(\.description))")
    }

    @Test func acceptingBeginWhileFinishingFailsNothingWhileFinishing() {
        let violations = StrategyConformance.violations(of: HoldToRefreshBeginningWhileFinishing.self)
        let broken = violations.first { $0.promise == .nothingWhileFinishing }
        #expect(broken?.description.hasPrefix("nothing while finishing: begin at ") == true, "\(violations.map(\.description))")
    }

    /// A hold-to-refresh author may report "past the distance, waiting" as
    /// armed: the suite's pull holds on to the hold limit all the same, so
    /// the strategy passes instead of being released before its time is up.
    @Test func passesWhenItReportsArmedWhileItWaits() {
        StrategyConformance.expectConformance(of: HoldToRefreshArmedWhileWaiting.self)
        StrategyConformance.expectConformance(of: HoldToRefreshArmedWhileWaiting.self, parameters: ["holdTime": .number(5)])
    }

    /// A time in seconds with no declared range has no upper end the hold
    /// limit could count: the suite says so as a descriptor problem.
    @Test func aSecondsParameterWithoutARangeIsADescriptorProblem() throws {
        let violations = StrategyConformance.violations(of: HoldToRefreshWithUnboundedHoldTime.self)
        let broken = try #require(violations.first { $0.promise == .descriptor }, "\(violations.map(\.description))")
        #expect(broken.detail.contains("'holdTime'"), "\(broken)")
        #expect(broken.detail.contains("declares no range"), "\(broken)")
    }

    /// A wait the descriptor does not declare in seconds (here, in frames)
    /// needs the hold limit given: 4 s of hold fails the suite's own limit
    /// of 3 s (1 s more than fadeTime's 2 s), and passes with 5 s.
    @Test func aWaitNotDeclaredInSecondsPassesWithAHoldLimitGiven() {
        #expect(StrategyConformance.holdLimit(for: HoldToRefreshInFrames.descriptor) == 3)
        let alone = StrategyConformance.violations(of: HoldToRefreshInFrames.self)
        #expect(alone.contains { $0.promise == .triggerDistance }, "\(alone.map(\.description))")
        StrategyConformance.expectConformance(of: HoldToRefreshInFrames.self, holdLimit: 5)
    }

    /// The hold, step by step: 0.6 s past 80 pt starts the refresh on the
    /// tick its deadline asks for; dropping under 80 pt starts the hold over.
    @Test func aHeldPullStartsWhenTheHoldTimeIsUp() {
        let ring = HoldRingIndicator(parameters: [:], layout: RefreshLayout(parameters: HoldRingIndicator.descriptor.layoutDefaults))
        let pull = HoldRingIndicator.Values.pull
        let hold = HoldRingIndicator.Values.hold
        GestureReplay(HoldToRefreshStrategy(parameters: [:]), indicator: ring)
            .expect([
                .sample(
                    40, at: 1.0,
                    expect: [
                        .phase(.pulling), .state(State.pulling), .progress(0.25), .feedback(.pullBegan),
                        .shape(.custom), .indicatorProgress(0.25), .opacity(1), .indicatorSize(28), .indicatorY(25),
                        .custom(pull, 0.5),
                    ]),
                .sample(
                    90, at: 1.1,
                    expect: [
                        .state(State.holding), .progress(0.5), .nextDeadline(1.7), .indicatorProgress(0.5), .custom(pull, 1),
                        .isAnimating(true),
                    ]),
                .sample(90, at: 1.4, expect: [.progress(0.75), .indicatorProgress(0.75), .custom(hold, 0.5)]),
                // Under the distance: the hold starts over.
                .sample(
                    60, at: 1.5,
                    expect: [
                        .state(State.pulling), .progress(0.375), .nextDeadline(nil), .indicatorProgress(0.375), .custom(pull, 0.75),
                        .custom(hold, 0), .isAnimating(false),
                    ]),
                .sample(
                    85, at: 1.6,
                    expect: [
                        .state(State.holding), .progress(0.5), .nextDeadline(2.2), .indicatorProgress(0.5), .custom(pull, 1),
                        .isAnimating(true),
                    ]),
                .tick(
                    at: 2.2,
                    expect: [
                        .phase(.refreshing), .state(State.refreshing), .progress(1), .contentInset(50), .nextDeadline(nil),
                        .startsRefresh(true), .animation(.start), .indicatorProgress(1), .custom(hold, 1), .isAnimating(false),
                    ]),
                .outcome(
                    .success, at: 3.0,
                    expect: [.phase(.finishing), .state(State.fading), .contentInset(0), .nextDeadline(3.3), .animation(.finish)]),
                .tick(
                    at: 3.3,
                    expect: [
                        .phase(.idle), .state(State.resting), .progress(0), .nextDeadline(nil), .animation(.settle),
                        .shape(.none), .opacity(0), .indicatorProgress(0), .indicatorSize(0), .indicatorY(0),
                        .custom(pull, 0), .custom(hold, 0),
                    ]),
            ])
    }
}

/// The strategy with a planted bug: a refresh ends without the re-arm latch,
/// as if `endRefresh` were `enter`, so a finger still holding the pull starts
/// another refresh once the hold time is up again.
struct HoldToRefreshWithoutRearm: RefreshStrategy {
    static var descriptor: StrategyDescriptor { HoldToRefreshStrategy.descriptor }
    var base: HoldToRefreshStrategy
    init(parameters: ParameterValues) { base = HoldToRefreshStrategy(parameters: parameters) }
    var status: RefreshStatus { base.status }
    var triggerDistance: Double { base.triggerDistance }
    var finishingDuration: Double { base.finishingDuration }

    mutating func step(_ input: RefreshInput) -> RefreshEffects {
        let effects = base.step(input)
        if case .outcome(_, let time) = input, base.state == .fading {
            // The bug: a sample at rest the finger never made clears the latch.
            let offset = base.status.offset
            _ = base.step(.sample(ScrollSample(offset: 0, time: time)))
            _ = base.step(.sample(ScrollSample(offset: offset, time: time)))
        }
        return effects
    }
}

/// The strategy with a planted bug: `begin` while fading starts a refresh.
struct HoldToRefreshBeginningWhileFinishing: RefreshStrategy {
    static var descriptor: StrategyDescriptor { HoldToRefreshStrategy.descriptor }
    var base: HoldToRefreshStrategy
    init(parameters: ParameterValues) { base = HoldToRefreshStrategy(parameters: parameters) }
    var status: RefreshStatus { base.status }
    var triggerDistance: Double { base.triggerDistance }
    var finishingDuration: Double { base.finishingDuration }

    mutating func step(_ input: RefreshInput) -> RefreshEffects {
        if case .begin(let time) = input, base.state == .fading {
            _ = base.step(.reset(time: time))
        }
        return base.step(input)
    }
}

/// The strategy as an author who reports "past the distance, waiting for
/// the hold time" as armed would write it: the same steps, the holding
/// state reported in the armed phase.
struct HoldToRefreshArmedWhileWaiting: RefreshStrategy {
    static var descriptor: StrategyDescriptor { HoldToRefreshStrategy.descriptor }
    var base: HoldToRefreshStrategy
    init(parameters: ParameterValues) { base = HoldToRefreshStrategy(parameters: parameters) }
    var status: RefreshStatus {
        var status = base.status
        if base.state == .holding { status.phase = .armed }
        return status
    }
    var triggerDistance: Double { base.triggerDistance }
    var finishingDuration: Double { base.finishingDuration }
    mutating func step(_ input: RefreshInput) -> RefreshEffects { base.step(input) }
}

/// The strategy with its hold time declared in seconds but with no range.
struct HoldToRefreshWithUnboundedHoldTime: RefreshStrategy {
    static let descriptor = StrategyDescriptor(
        name: "com.example.hold-to-refresh-unbounded",
        summary: "The hold-to-refresh strategy; its hold time has no range.",
        parameters: HoldToRefreshStrategy.descriptor.parameters.map { declaration in
            guard declaration.name == HoldToRefreshStrategy.Parameters.holdTime.name else { return declaration }
            return StrategyParameter<Double>(
                "holdTime", default: 0.6, unit: .seconds, summary: "How long the pull must stay past the distance."
            )
            .declaration
        },
        stateNames: HoldToRefreshStrategy.descriptor.stateNames,
        defaultIndicatorStyle: HoldRingIndicator.descriptor.name
    )
    var base: HoldToRefreshStrategy
    init(parameters: ParameterValues) { base = HoldToRefreshStrategy(parameters: parameters) }
    var status: RefreshStatus { base.status }
    var triggerDistance: Double { base.triggerDistance }
    var finishingDuration: Double { base.finishingDuration }
    mutating func step(_ input: RefreshInput) -> RefreshEffects { base.step(input) }
}

/// The strategy with its hold given in frames at 60 a second (240, 4 s), a
/// parameter the suite cannot read as a time.
struct HoldToRefreshInFrames: RefreshStrategy {
    static let holdFrames = StrategyParameter<Double>(
        "holdFrames", default: 240, range: 6...300, summary: "How many frames, at 60 a second, the pull must stay past the distance.")
    static let descriptor = StrategyDescriptor(
        name: "com.example.hold-to-refresh-frames",
        summary: "The hold-to-refresh strategy; its hold is counted in frames.",
        parameters: HoldToRefreshStrategy.descriptor.parameters.filter { $0.name != HoldToRefreshStrategy.Parameters.holdTime.name }
            + [holdFrames.declaration],
        stateNames: HoldToRefreshStrategy.descriptor.stateNames,
        defaultIndicatorStyle: HoldRingIndicator.descriptor.name
    )
    var base: HoldToRefreshStrategy
    init(parameters: ParameterValues) {
        var values = parameters
        values[HoldToRefreshStrategy.Parameters.holdTime] = parameters[Self.holdFrames] / 60
        base = HoldToRefreshStrategy(parameters: values)
    }
    var status: RefreshStatus { base.status }
    var triggerDistance: Double { base.triggerDistance }
    var finishingDuration: Double { base.finishingDuration }
    mutating func step(_ input: RefreshInput) -> RefreshEffects { base.step(input) }
}

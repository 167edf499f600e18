import RefreshCore
import Testing

@Suite struct InputSanitizerTests {
    @Test func dropsNonFiniteAndImplausibleOffsets() {
        var sanitizer = InputSanitizer()
        for offset in [Double.nan, .infinity, -.infinity, 1e12, ScrollSample.maximumPlausibleOffset + 1] {
            #expect(sanitizer.sanitize(.sample(ScrollSample(offset: offset, time: 1))) == nil)
        }
        #expect(sanitizer.sanitize(.sample(ScrollSample(offset: 5, time: .nan))) == nil)
    }

    @Test func limitsOffsetsIntoTheContent() {
        var sanitizer = InputSanitizer()
        let result = sanitizer.sanitize(.sample(ScrollSample(offset: -1e9, time: 1)))
        #expect(result == .sample(ScrollSample(offset: -ScrollSample.maximumPlausibleOffset, time: 1)))
    }

    @Test func keepsTimeFromRunningBackwards() {
        var sanitizer = InputSanitizer()
        _ = sanitizer.sanitize(.sample(ScrollSample(offset: 0, time: 5)))
        #expect(sanitizer.sanitize(.sample(ScrollSample(offset: 10, time: 2))) == .sample(ScrollSample(offset: 10, time: 5)))
        #expect(sanitizer.sanitize(.tick(time: -.infinity)) == .tick(time: 5))
        #expect(sanitizer.sanitize(.outcome(.success, time: 7)) == .outcome(.success, time: 7))
    }

    @Test func pipelineIgnoresDroppedInput() {
        var pipeline = toyPipeline()
        let step = pipeline.step(.sample(ScrollSample(offset: .infinity, time: 0.1)))
        #expect(!step.isAccepted)
        #expect(step.effects == .none)
        #expect(pipeline.status.phase == .idle)
    }

    /// Every kind of input with a time that is not finite: a sample is
    /// dropped, anything else takes the last accepted time (0 before any),
    /// and the last time does not move.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteTimesOnEveryKindOfInput(time: Double) {
        var fresh = InputSanitizer()
        #expect(fresh.sanitize(.tick(time: time)) == .tick(time: 0), "before any time, 0")
        var sanitizer = InputSanitizer()
        _ = sanitizer.sanitize(.sample(ScrollSample(offset: 0, time: 1000.25)))
        #expect(sanitizer.sanitize(.sample(ScrollSample(offset: 20, time: time))) == nil)
        #expect(sanitizer.sanitize(.outcome(.failure, time: time)) == .outcome(.failure, time: 1000.25))
        #expect(sanitizer.sanitize(.tick(time: time)) == .tick(time: 1000.25))
        #expect(sanitizer.sanitize(.begin(time: time)) == .begin(time: 1000.25))
        #expect(sanitizer.sanitize(.reset(time: time)) == .reset(time: 1000.25))
        #expect(sanitizer.lastTime == 1000.25)
        // A finite time still moves it on.
        #expect(sanitizer.sanitize(.tick(time: 1000.5)) == .tick(time: 1000.5))
    }

    /// The same through a pipeline, away from clock 0: a begun refresh at a
    /// NaN time starts at the last time, its outcome at an infinite time
    /// ends it at the last time, a tick at -infinity finishes nothing early,
    /// and a reset at NaN goes back to idle entered at the last time.
    @Test func aPipelineTakesNonFiniteTimesAtTheLastTime() {
        var pipeline = toyPipeline()  // finishes over 0.2 s
        _ = pipeline.step(.sample(ScrollSample(offset: 0, time: 500)))
        let begun = pipeline.step(.begin(time: .nan))
        #expect(begun.effects.startsRefresh)
        #expect(begun.status.stateEnteredAt == 500)
        let ended = pipeline.step(.outcome(.success, time: .infinity))
        #expect(ended.status.phase == .finishing)
        #expect(ended.status.nextDeadline == 500.2)
        #expect(pipeline.step(.tick(time: -.infinity)).status.phase == .finishing, "no tick before the deadline")
        #expect(pipeline.step(.tick(time: 500.2)).status.phase == .idle)
        _ = pipeline.step(.begin(time: 501))
        let reset = pipeline.step(.reset(time: .nan))
        #expect(reset.status.phase == .idle)
        #expect(reset.status.stateEnteredAt == 501)
    }
}

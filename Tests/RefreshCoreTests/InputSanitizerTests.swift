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
}

#if os(macOS) || os(Linux) || os(Windows)
import Foundation
import Testing

/// `simulate` runs the session in the tests' simulated scroll view, so what
/// the hold engine decides about the finger can be seen from the command line.
@Suite struct SimulateFingerTests {
    /// One frame of `--format jsonl`.
    struct Frame: Decodable {
        var t: Double
        var finger: String
        var offset: Double
        var padding: Double
        var phase: String
        var events: [String]
        var indicatorFrame: IndicatorFrame

        struct IndicatorFrame: Decodable {
            var top: Double
            var height: Double
        }
    }

    func frames(_ preset: String, _ script: String) throws -> [Frame] {
        let run = try refreshkit(["simulate", preset, "--format", "jsonl", "--script", script])
        #expect(run.status == 0, "\(run.errors)")
        return try run.output.split(separator: "\n").map { try JSONDecoder().decode(Frame.self, from: Data($0.utf8)) }
    }

    /// A fling that bounces 200 pt past the top, twice document 001's
    /// 100 pt, starts nothing: no finger pulled it.
    @Test func aFlingThatBouncesPastTheTriggerStartsNothing() throws {
        let frames = try frames("progress-ring", "pull -400 over 0.4s; fling 6000; wait 2s")
        #expect((frames.map(\.offset).max() ?? 0) > 150)
        #expect(!frames.contains { $0.events.contains("refreshStarted") })
    }

    /// Document 004 holds 100 pt and triggers at 100 pt: a finger resting on
    /// the held content while the refresh ends keeps the hold until it lifts,
    /// and no second refresh starts.
    @Test func theHoldWaitsForTheFinger() throws {
        let frames = try frames("bouncing-ball", "pull 140 over 0.5s; release; wait 0.5s; touch; finish; wait 2s; lift; wait 1s")
        #expect(frames.filter { $0.events.contains("refreshStarted") }.count == 1)
        let touched = frames.drop { $0.finger == "up" || $0.t < 1 }
        let underFinger = touched.prefix { $0.finger == "down" }
        #expect(underFinger.count > 30)
        #expect(underFinger.allSatisfy { $0.padding == 100 }, "the hold waits for the finger")
        #expect(underFinger.last?.phase == "idle", "document 004 finished meanwhile")
        #expect(frames.last?.padding == 0 && frames.last?.offset == 0, "and closes once it lifts")
    }

    /// The indicator is drawn where the view draws it: in the space shown
    /// above the content, from the area's top.
    @Test(arguments: ["spinning-arrow", "progress-ring", "release-to-refresh", "frozen-header", "bouncing-ball", "system"])
    func theIndicatorFrameIsTheSpaceShown(preset: String) throws {
        let run = try refreshkit(["simulate", preset, "--format", "jsonl"])
        let frames = try run.output.split(separator: "\n").map { try JSONDecoder().decode(Frame.self, from: Data($0.utf8)) }
        #expect(frames.contains { $0.events.contains("refreshStarted") }, "\(preset)")
        for frame in frames {
            #expect(frame.indicatorFrame.top == 0)
            #expect(abs(frame.indicatorFrame.height - max(frame.offset, 0)) < 0.001, "\(preset) at \(frame.t)")
        }
    }
}
#endif

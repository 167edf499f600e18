import RefreshHosting
import RefreshKit
import RefreshTesting
import Testing

/// Random gestures, the same under both inset rules: whatever a finger and
/// the app do (pulls, holds, flings, scrolls into the content, refreshes from
/// code and their ends, at random times), the rows and the indicator come out
/// the same on every frame. Seeded, so a failure repeats.
@MainActor
@Suite struct RandomGestureTests {
    enum Step {
        case pull(to: Double, frames: Int)
        case wait(frames: Int)
        case lift(velocity: Double)
        case touch
        case begin
        case finish
    }

    static func gesture(seed: UInt64, steps: Int) -> [Step] {
        var random = SplitMix64(seed: seed)
        return (0..<steps).map { _ in
            switch Int.random(in: 0..<10, using: &random) {
            case 0...2: .pull(to: Double.random(in: -900...220, using: &random), frames: Int.random(in: 2...30, using: &random))
            case 3...4: .wait(frames: Int.random(in: 1...60, using: &random))
            case 5: .lift(velocity: Double.random(in: -5000...5000, using: &random))
            case 6: .lift(velocity: 0)
            case 7: .touch
            case 8: .begin
            default: .finish
            }
        }
    }

    func run(_ steps: [Step], on rig: HoldRig) {
        for step in steps {
            switch step {
            case .pull(let to, let frames): rig.simulation.pull(toUncover: to, frames: frames)
            case .wait(let frames): rig.simulation.frames(frames)
            case .lift(let velocity):
                if rig.simulation.scrollView.isFingerDown { rig.simulation.lift(velocity: velocity) }
            case .touch:
                if !rig.simulation.scrollView.isFingerDown { rig.simulation.touchDown() }
            case .begin: rig.session.state.beginRefreshing()
            case .finish: rig.controller.finishRefreshing()
            }
        }
        if rig.simulation.scrollView.isFingerDown { rig.simulation.lift() }
        rig.simulation.settle()
    }

    @Test(arguments: HoldScenarioTests.drawnPresets.map(\.0))
    func randomGesturesLookTheSameUnderBothRules(preset: RefreshPreset) {
        for index in 0..<12 {
            let steps = Self.gesture(seed: 0x5EED_0000 + UInt64(index) * 7919 + UInt64(preset.name.count), steps: 40)
            let rigs = underBothRulesAndTimings({ HoldRig(preset, rule: $0, timing: $1) }) { rig in run(steps, on: rig) }
            for rig in rigs {
                #expect(rig.simulation.scrollView.isFingerDown == false)
                // At rest the hold is open exactly while a refresh holds, with
                // the held space in view, and closed otherwise.
                if !rig.controller.isRefreshing && rig.controller.phase == .idle {
                    #expect(rig.session.hold.padding == 0, "\(preset.name), gesture \(index): a hold left open")
                }
            }
        }
    }
}

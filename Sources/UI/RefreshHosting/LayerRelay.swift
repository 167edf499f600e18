import RefreshKit

/// What the SwiftUI layer does between a session and its scroll view, for
/// the models of that layer (``ScrollSimulation`` and the hosted tests' model
/// screens): the engine's decisions reach the scroll view when
/// ``DecisionTiming`` says, and the session hears the scroll view's geometry
/// and phase after every change, again in the same frame when a decision
/// moved the scroll view (as `onScrollGeometryChange` reports it).
@MainActor
package final class LayerRelay {
    /// When decisions reach the scroll view.
    package let timing: DecisionTiming
    private var reportedActivity: ScrollActivity?
    private var hasUnreportedChange = false
    /// Decisions waiting for the next frame (``DecisionTiming/nextFrame``), in order.
    private var pendingDecisions: [HoldDecision] = []

    package init(timing: DecisionTiming) {
        self.timing = timing
    }

    /// Whether decisions wait for the next frame.
    package var hasPendingDecisions: Bool { !pendingDecisions.isEmpty }

    /// A decision of the session's hold engine: applied with `apply` now, or
    /// kept for the start of the next frame.
    package func receive(_ decision: HoldDecision, apply: (HoldDecision) -> Void) {
        switch timing {
        case .sameFrame:
            apply(decision)
            hasUnreportedChange = true
        case .nextFrame:
            pendingDecisions.append(decision)
        }
    }

    /// The start of a frame: the decisions kept for it, applied in order.
    package func startFrame(apply: (HoldDecision) -> Void) {
        for decision in pendingDecisions { apply(decision) }
        pendingDecisions.removeAll()
    }

    /// Tells `session` what `read` finds (the finger's activity, the geometry
    /// and the padding laid out): a change of activity as the phase callback
    /// reports it, else as the geometry callback does; read and told again,
    /// at most four times, while the decisions it brings move the scroll view.
    package func report(
        to session: RefreshSession, read: () -> (activity: ScrollActivity, metrics: ScrollMetrics, padding: Double)
    ) {
        var reports = 0
        repeat {
            hasUnreportedChange = false
            reports += 1
            let now = read()
            if now.activity != reportedActivity {
                reportedActivity = now.activity
                session.activityChanged(to: now.activity, metrics: now.metrics, padding: now.padding)
            } else {
                session.scrollChanged(now.metrics, padding: now.padding)
            }
        } while hasUnreportedChange && reports < 4
    }
}

import RefreshHosting
import RefreshKit

extension InsetChangeRule {
    /// The rule a scroll view followed when its top inset grew by
    /// `insetChange` with no scroll command: a row that stayed where it was
    /// (`rowShift` 0) kept the offset; one that moved down with the inset
    /// followed it. `nil` when the row did neither, so that no rule of the
    /// model describes what the scroll view did.
    package static func observed(rowShift: Double, insetChange: Double, tolerance: Double) -> InsetChangeRule? {
        if abs(rowShift) <= tolerance { return .offsetKept }
        if abs(rowShift - insetChange) <= tolerance { return .contentFollowsInset }
        return nil
    }
}

extension ScrollResolution {
    /// When a scroll view worked out a scroll to its top edge that came with a
    /// larger top inset in the same update, from where the content's top
    /// ended: at the new top edge (`withTheInset`) or at the old one
    /// (`whenAsked`). `nil` when it ended at neither.
    package static func observed(contentTop: Double, oldTopEdge: Double, newTopEdge: Double, tolerance: Double) -> ScrollResolution? {
        if abs(contentTop - newTopEdge) <= tolerance { return .withTheInset }
        if abs(contentTop - oldTopEdge) <= tolerance { return .whenAsked }
        return nil
    }
}

/// What a scroll view did with a top inset that grew with no scroll command,
/// as the hosted tests observe it on iOS: ``InsetChangeRule``.
package struct InsetChangeRecord: Sendable, Hashable, Codable {
    package var container: HostedContainer
    /// Whether a `ScrollPosition` was bound to the scroll view (RefreshKit binds one).
    package var positionBound: Bool
    /// Points scrolled into the content when the inset changed (0: at the top).
    package var scrolled: Double
    package var insetChange: Double
    /// How far a row on screen moved when the inset changed.
    package var rowShift: Double?
    /// The rule it followed (`InsetChangeRule`), `nil` when neither.
    package var rule: String?

    package init(
        container: HostedContainer, positionBound: Bool, scrolled: Double, insetChange: Double, rowShift: Double?, rule: String?
    ) {
        self.container = container
        self.positionBound = positionBound
        self.scrolled = scrolled
        self.insetChange = insetChange
        self.rowShift = rowShift
        self.rule = rule
    }
}

/// Where a scroll to the top edge that came with a larger top inset landed:
/// ``ScrollResolution``.
package struct ScrollResolutionRecord: Sendable, Hashable, Codable {
    package var container: HostedContainer
    package var insetChange: Double
    /// Where the content's top ended, and the top edges before and after the
    /// inset change, in points from the scroll view's top edge.
    package var contentTop: Double?
    package var oldTopEdge: Double?
    package var newTopEdge: Double?
    /// The resolution it followed (`ScrollResolution`), `nil` when neither.
    package var resolution: String?

    package init(
        container: HostedContainer, insetChange: Double, contentTop: Double?, oldTopEdge: Double?, newTopEdge: Double?,
        resolution: String?
    ) {
        self.container = container
        self.insetChange = insetChange
        self.contentTop = contentTop
        self.oldTopEdge = oldTopEdge
        self.newTopEdge = newTopEdge
        self.resolution = resolution
    }
}

/// Whether a container followed a `ScrollPosition`'s `scrollTo(y:)`.
package struct ScrollPositionRecord: Sendable, Hashable, Codable {
    package var container: HostedContainer
    /// The offset asked for.
    package var askedY: Double
    /// How far the content moved up, in points.
    package var moved: Double?
    package var follows: Bool

    package init(container: HostedContainer, askedY: Double, moved: Double?, follows: Bool) {
        self.container = container
        self.askedY = askedY
        self.moved = moved
        self.follows = follows
    }
}

/// One scenario's run as the recordings keep it.
package struct ScenarioRecord: Sendable, Hashable, Codable {
    package var scenario: String
    package var layout: HostedLayout
    package var preset: String
    package var baseline: HostedObservation
    package var observations: [HostedObservation]
    package var failures: [String]

    @MainActor
    package init(_ run: ScenarioRun, preset: RefreshPreset) {
        scenario = run.name
        layout = run.screen.layout
        self.preset = preset.name
        baseline = run.baseline
        observations = run.observations
        failures = run.failures
    }
}

/// The questions the hosted tests ask a SwiftUI container (PlatformRuleTests),
/// asked of the model: a scroll view under the safe area of a phone with an
/// inline title, its top inset grown by `insetChange` points.
extension InsetChangeRecord {
    /// With no scroll command, `scrolled` points into the content (0: at the top).
    package static func model(
        _ container: HostedContainer, rule: InsetChangeRule, scrolled: Double, insetChange: Double = 40
    ) -> InsetChangeRecord {
        var view = SimulatedScrollView(rule: rule, safeAreaTop: 103)
        view.setContentOffset(view.topEdgeOffset + scrolled)
        let rowY = 660.0
        let before = view.rowTop(rowY)
        view.appInsetTop += insetChange
        let shift = view.rowTop(rowY) - before
        return InsetChangeRecord(
            container: container, positionBound: true, scrolled: scrolled, insetChange: insetChange, rowShift: shift,
            rule: InsetChangeRule.observed(rowShift: shift, insetChange: insetChange, tolerance: 0.5)?.rawValue)
    }
}

extension ScrollResolutionRecord {
    /// With a scroll to the top edge asked in the same update, from 300
    /// points into the content.
    package static func model(
        _ container: HostedContainer, rule: InsetChangeRule, resolution: ScrollResolution, insetChange: Double = 40
    ) -> ScrollResolutionRecord {
        var view = SimulatedScrollView(rule: rule, resolution: resolution, safeAreaTop: 103)
        view.setContentOffset(view.topEdgeOffset + 300)
        let oldTopEdge = view.insetTop
        view.apply(HoldDecision(padding: insetChange, scroll: .toTopEdge, curve: .immediate))
        let observed = ScrollResolution.observed(
            contentTop: view.contentTop, oldTopEdge: oldTopEdge, newTopEdge: oldTopEdge + insetChange, tolerance: 0.5)
        return ScrollResolutionRecord(
            container: container, insetChange: insetChange, contentTop: view.contentTop, oldTopEdge: oldTopEdge,
            newTopEdge: oldTopEdge + insetChange, resolution: observed?.rawValue)
    }
}

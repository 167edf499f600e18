import RefreshKit

extension IndicatorModel {
    /// The model as a right-to-left layout draws it: mirrored across the scroll
    /// view (a ball rolls in from the right) and turning the other way. The
    /// layer hands this same model to the built-in views and to the app's own
    /// renderers.
    package var mirroredForRightToLeft: IndicatorModel {
        var model = self
        model.position.x = 1 - position.x
        model.rotation = -rotation
        return model
    }
}

extension IndicatorShape {
    /// Whether the view that draws this shape moves by itself: an activity
    /// indicator spins on its own, so an animating spinner needs no redraw per
    /// frame, only when its model changes.
    package var animatesItself: Bool {
        switch self {
        case .spinner, .systemSpinner, .activityBand: true
        case .none, .arrow, .ring, .ball, .custom: false
        }
    }
}

/// What the indicator overlay draws, and whether it must redraw every frame.
package struct IndicatorAppearance: Sendable, Hashable {
    /// The model, mirrored for right-to-left layouts.
    package var model: IndicatorModel
    /// Where the indicator area is and how much of it is uncovered.
    package var geometry: PullGeometry
    /// The model moves with time and nothing redraws it by itself (a jumping
    /// ball, not a spinner), and Reduce Motion is off.
    package var redrawsEveryFrame: Bool

    package init(model: IndicatorModel, geometry: PullGeometry, rightToLeft: Bool, reduceMotion: Bool) {
        self.model = rightToLeft ? model.mirroredForRightToLeft : model
        self.geometry = geometry
        redrawsEveryFrame = model.isAnimating && !model.shape.animatesItself && !reduceMotion
    }
}

/// What the modifier's own body reads: the hold and its curve, and whether the
/// platform draws the control. It changes with the phase, never with each
/// frame of a scroll, so scrolling redraws the indicator and nothing else.
package struct HoldAppearance: Sendable, Hashable {
    /// Points the content is held below its resting place.
    package var hold: Double
    /// The curve for the latest change of the hold.
    package var animation: AnimationCurve
    /// The platform's own control draws the pipeline (`system`).
    package var usesPlatformControl: Bool
}

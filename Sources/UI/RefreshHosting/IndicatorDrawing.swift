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
    /// The model, mirrored for right-to-left layouts; hidden while nothing is uncovered.
    package var model: IndicatorModel
    /// Where the indicator is drawn.
    package var frame: IndicatorFrame
    /// The canonical phase, for Reduce Motion's cross-fade between phases.
    package var phase: RefreshPhase
    /// The name of the preset's indicator style, as presets write it: an
    /// app's renderer for `IndicatorShape.custom` tells two custom styles
    /// apart by it.
    package var styleName: String
    /// The strategy's own state name and progress, read with the model, for
    /// an app's indicator view.
    package var stateName: String
    package var progress: Double
    /// The model moves with time and nothing redraws it by itself (a jumping
    /// ball, not a spinner), and Reduce Motion is off.
    package var redrawsEveryFrame: Bool

    package init(
        model: IndicatorModel, frame: IndicatorFrame, phase: RefreshPhase, styleName: String = "", stateName: String = "",
        progress: Double = 0, rightToLeft: Bool, reduceMotion: Bool
    ) {
        self.model = rightToLeft ? model.mirroredForRightToLeft : model
        self.frame = frame
        self.phase = phase
        self.styleName = styleName
        self.stateName = stateName
        self.progress = progress
        redrawsEveryFrame = model.isAnimating && !model.shape.animatesItself && !reduceMotion
    }
}

/// What the modifier's own body reads: the hold's padding and its curve, and
/// whether the platform draws the control. It changes when the hold engine
/// decides a new padding, never with the frames of a scroll, so a pull
/// re-evaluates the indicator and nothing else.
package struct HoldAppearance: Sendable, Hashable {
    /// Points of top padding that hold the content; 0 applies none.
    package var padding: Double
    /// The curve for the latest change of the padding.
    package var curve: AnimationCurve
    /// The platform's own control draws the pipeline (`system`).
    package var usesPlatformControl: Bool

    package init(padding: Double, curve: AnimationCurve, usesPlatformControl: Bool) {
        self.padding = padding
        self.curve = curve
        self.usesPlatformControl = usesPlatformControl
    }
}

#if canImport(SwiftUI)
import SwiftUI
import RefreshKit

/// Draws one built-in `IndicatorShape` from its model, at the model's
/// size, centred in its frame. Position, opacity and the backdrop are the
/// indicator layer's business, so a custom view can wrap this one.
///
/// Every branch maps a field of the model to a view; nothing here decides
/// when anything happens.
public struct RefreshIndicatorView: View {
    /// What to draw.
    public let model: IndicatorModel

    /// A view that draws `model` as the built-in styles draw it.
    public init(_ model: IndicatorModel) { self.model = model }

    public var body: some View {
        switch model.shape {
        case .none:
            EmptyView()
        case .arrow:
            ArrowIndicator(model: model)
        case .spinner, .systemSpinner:
            SpinnerIndicator(model: model)
        case .ring:
            RingIndicator(model: model)
        case .activityBand:
            // The band is the model's backdrop; this is the spinner in it.
            SpinnerIndicator(model: model)
        case .ball:
            BallIndicator(model: model)
        case .custom:
            // The style's own shape: the app's renderer for it draws `model.custom`.
            EmptyView()
        }
    }
}

/// A bold arrow pointing down, turned clockwise by the model's rotation
/// (documents 000 and 003 draw `Image(systemName: "arrow.down")`).
struct ArrowIndicator: View {
    let model: IndicatorModel

    var body: some View {
        Image(systemName: "arrow.down")
            .font(.system(size: model.size, weight: .bold))
            .foregroundStyle(model.color.shapeStyle)
            .rotationEffect(.degrees(model.rotation))
            .frame(width: model.size, height: model.size)
    }
}

/// The platform's activity indicator while the model animates; a still one
/// otherwise, as document 002's band shows its spinner with
/// `hidesWhenStopped = false`.
struct SpinnerIndicator: View {
    let model: IndicatorModel

    var body: some View {
        if model.isAnimating {
            // The app's tint reaches the platform's spinner by itself.
            if let color = model.color.spinnerColor {
                ProgressView().tint(color)
            } else {
                ProgressView()
            }
        } else {
            StillSpinner(color: model.color.spinnerColor)
                .frame(width: StillSpinner.diameter, height: StillSpinner.diameter)
        }
    }
}

/// A stopped activity indicator: eight spokes fading round the circle.
struct StillSpinner: View {
    /// The preset's colour; the stopped platform spinner's grey for the tint.
    let color: Color?
    /// The platform's medium activity indicator, as RefreshKit's spinner styles take it.
    static let diameter = 20.0
    private static let spokes = 8

    var body: some View {
        ZStack {
            ForEach(0..<Self.spokes, id: \.self) { index in
                Capsule()
                    .frame(width: Self.diameter / 10, height: Self.diameter * 0.28)
                    .offset(y: -Self.diameter * 0.32)
                    .rotationEffect(.degrees(Double(index) * 360 / Double(Self.spokes)))
                    .opacity(1 - Double(index) / Double(Self.spokes + 2))
            }
        }
        .foregroundStyle(color.map(AnyShapeStyle.init) ?? AnyShapeStyle(.secondary))
    }
}

/// A ring filled clockwise from the top to the model's progress
/// (document 001).
struct RingIndicator: View {
    let model: IndicatorModel
    /// The stroke, as a fraction of the ring's diameter.
    static let lineWidthFraction = 0.1

    var body: some View {
        let lineWidth = max(model.size * Self.lineWidthFraction, 1)
        ZStack {
            Circle()
                .stroke(model.trackColor.shapeStyle, lineWidth: lineWidth)
                .opacity(0.25)
            Circle()
                .trim(from: 0, to: model.progress)
                .stroke(model.color.shapeStyle, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: model.size, height: model.size)
    }
}

/// Document 004's ball: it turns with the model's rotation (a mark on it
/// shows the roll), squashes against the floor and casts a shadow.
struct BallIndicator: View {
    let model: IndicatorModel

    var body: some View {
        let size = model.size
        ZStack {
            Circle().fill(model.color.shapeStyle)
            Circle()
                .fill(Color.white.opacity(0.85))
                .frame(width: size / 4, height: size / 4)
                .offset(y: -size / 4)
        }
        .frame(width: size, height: size)
        .rotationEffect(.degrees(model.rotation))
        // Squash after turning, so the ball flattens against the floor below it.
        .scaleEffect(x: 1 + model.squash, y: 1 - model.squash, anchor: .bottom)
        .shadow(color: .black.opacity(model.shadowOpacity), radius: size / 8, x: 0, y: size / 8)
    }
}

/// The coloured area behind an indicator, in the colour for the colour scheme.
struct BackdropView: View {
    let backdrop: IndicatorBackdrop
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Rectangle().fill(Color(colorScheme == .dark ? backdrop.dark : backdrop.light))
    }
}

extension IndicatorColor {
    /// The colour as a SwiftUI shape style: the tint and the foreground
    /// style's levels follow the environment.
    var shapeStyle: AnyShapeStyle {
        switch self {
        case .tint: AnyShapeStyle(.tint)
        case .primary: AnyShapeStyle(.primary)
        case .secondary: AnyShapeStyle(.secondary)
        case .fixed(let color): AnyShapeStyle(Color(color))
        }
    }

    /// The colour a platform spinner is tinted with; `nil` for the tint,
    /// which reaches the spinner from the environment.
    var spinnerColor: Color? {
        switch self {
        case .tint: nil
        case .primary: .primary
        case .secondary: .secondary
        case .fixed(let color): Color(color)
        }
    }
}

extension Color {
    /// An `RGBColor` in sRGB.
    public init(_ color: RGBColor) {
        self.init(.sRGB, red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255)
    }
}
#endif

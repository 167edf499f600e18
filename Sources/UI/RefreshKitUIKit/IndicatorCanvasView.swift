#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import RefreshKit
import UIKit

/// Draws one ``IndicatorModel`` across the indicator area, as the SwiftUI
/// layer's canvas does: the backdrop from its top and height, and the shape
/// at the model's position (x a fraction of the width from the leading
/// edge, y points from the area's top), at its size and opacity. The model
/// comes mirrored for right-to-left layouts.
///
/// It is as tall as the scroll view and its control clips it to the space
/// uncovered, so that a change of that space (a pull, a hold opening) moves
/// a clipping edge and redraws nothing.
@MainActor
final class IndicatorCanvasView: UIView {
    private var model = IndicatorModel.hidden
    private let backdrop = UIView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let shape = IndicatorShapeView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        spinner.hidesWhenStopped = false
        addSubview(backdrop)
        addSubview(spinner)
        addSubview(shape)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    func show(_ model: IndicatorModel) {
        let old = self.model
        guard model != old else { return }
        self.model = model
        if let band = model.backdrop {
            backdrop.isHidden = false
            backdrop.frame = CGRect(x: 0, y: band.top, width: bounds.width, height: max(band.height, 0))
            if band.light != old.backdrop?.light || band.dark != old.backdrop?.dark {
                backdrop.backgroundColor = Self.color(light: band.light, dark: band.dark)
            }
        } else {
            backdrop.isHidden = true
        }
        let center = CGPoint(x: model.position.x * bounds.width, y: model.position.y)
        switch model.shape {
        case .spinner, .systemSpinner, .activityBand:
            // The band is the backdrop; this is the spinner in it, spinning by
            // itself while the model animates and still otherwise, as
            // document 002's band shows it (`hidesWhenStopped = false`).
            shape.isHidden = true
            spinner.isHidden = false
            spinner.center = center
            spinner.alpha = model.opacity
            spinner.color = color(model.color)
            if model.isAnimating != spinner.isAnimating {
                if model.isAnimating { spinner.startAnimating() } else { spinner.stopAnimating() }
            }
        case .arrow, .ring, .ball:
            spinner.isHidden = true
            if spinner.isAnimating { spinner.stopAnimating() }
            shape.isHidden = false
            shape.show(model, at: center)
        case .none, .custom:
            // A custom style's shape is drawn by the app's own indicator view
            // (`PullToRefreshControl.indicatorView`), which replaces this canvas.
            spinner.isHidden = true
            shape.isHidden = true
        }
    }

    /// A new tint reaches the spinner; the shape redraws by itself.
    override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = color(model.color)
    }

    /// The backdrop's colour for the interface style, light or dark.
    nonisolated static func color(light: RGBColor, dark: RGBColor) -> UIColor {
        let lightColor = UIColor(light)
        let darkColor = UIColor(dark)
        return UIColor { traits in traits.userInterfaceStyle == .dark ? darkColor : lightColor }
    }
}

/// One shape drawn from its model: document 000's and 003's arrow, turned
/// clockwise by the rotation; document 001's ring, filled clockwise from the
/// top to the progress; document 004's ball, turning with its mark,
/// squashed against its floor and casting a shadow, each in the model's
/// colours (``UIKit/UIView/color(_:)``).
@MainActor
final class IndicatorShapeView: UIView {
    private var model = IndicatorModel.hidden

    /// Room around the shape for a squashed ball and the ring's stroke.
    private static let margin = 0.5

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        isOpaque = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    func show(_ model: IndicatorModel, at center: CGPoint) {
        let side = max(model.size, 0) * (1 + Self.margin)
        bounds = CGRect(x: 0, y: 0, width: side, height: side)
        self.center = center
        alpha = model.opacity
        // The ball's shadow is its layer's; the default shadow colour is black.
        let isBall = model.shape == .ball
        layer.shadowOpacity = isBall ? Float(model.shadowOpacity) : 0
        layer.shadowRadius = model.size / 8
        layer.shadowOffset = CGSize(width: 0, height: model.size / 8)
        guard model != self.model else { return }
        self.model = model
        setNeedsDisplay()
    }

    /// A new tint redraws the shapes drawn in it.
    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let size = model.size
        guard size > 0 else { return }
        let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        switch model.shape {
        case .arrow: drawArrow(size: size, center: center)
        case .ring: drawRing(size: size, center: center)
        case .ball: drawBall(size: size, center: center)
        case .none, .spinner, .systemSpinner, .activityBand, .custom: break
        }
    }

    /// A bold arrow pointing down, turned clockwise about its centre.
    private func drawArrow(size: Double, center: CGPoint) {
        let turn = model.rotation * .pi / 180
        func point(_ x: Double, _ y: Double) -> CGPoint {
            // Clockwise on screen, where y grows downwards.
            CGPoint(x: center.x + x * cos(turn) - y * sin(turn), y: center.y + x * sin(turn) + y * cos(turn))
        }
        let path = UIBezierPath()
        path.move(to: point(0, -size * 0.4))
        path.addLine(to: point(0, size * 0.4))
        path.move(to: point(-size * 0.3, size * 0.1))
        path.addLine(to: point(0, size * 0.4))
        path.addLine(to: point(size * 0.3, size * 0.1))
        path.lineWidth = size * 0.12
        color(model.color).setStroke()
        path.stroke()
    }

    /// A track and, over it, an arc from the top, clockwise, to the progress.
    private func drawRing(size: Double, center: CGPoint) {
        let lineWidth = max(size * 0.1, 1)
        let radius = (size - lineWidth) / 2
        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = lineWidth
        color(model.trackColor).withAlphaComponent(0.25).setStroke()
        track.stroke()
        let progress = min(max(model.progress, 0), 1)
        guard progress > 0 else { return }
        let start = -Double.pi / 2
        let fill = UIBezierPath(arcCenter: center, radius: radius, startAngle: start, endAngle: start + 2 * .pi * progress, clockwise: true)
        fill.lineWidth = lineWidth
        color(model.color).setStroke()
        fill.stroke()
    }

    /// The ball squashed against the floor below it (its bottom stays put),
    /// with a mark that shows the roll.
    private func drawBall(size: Double, center: CGPoint) {
        let squash = min(max(model.squash, -0.9), 0.9)
        let floor = center.y + size / 2
        let width = size * (1 + squash)
        let height = size * (1 - squash)
        color(model.color).setFill()
        UIBezierPath(ovalIn: CGRect(x: center.x - width / 2, y: floor - height, width: width, height: height)).fill()
        let turn = model.rotation * .pi / 180
        // The mark a quarter of the size above the centre, turned, then squashed with the ball.
        let markX = center.x + size / 4 * sin(turn) * (1 + squash)
        let markY = floor + (center.y - size / 4 * cos(turn) - floor) * (1 - squash)
        let mark = size / 4
        UIColor.white.withAlphaComponent(0.85).setFill()
        UIBezierPath(
            ovalIn: CGRect(
                x: markX - mark * (1 + squash) / 2, y: markY - mark * (1 - squash) / 2, width: mark * (1 + squash),
                height: mark * (1 - squash))
        ).fill()
    }
}

extension UIView {
    /// A preset's colour in this view: its `tintColor`, the label colours
    /// for the foreground style's levels, or the preset's own.
    func color(_ color: IndicatorColor) -> UIColor {
        switch color {
        case .tint: tintColor
        case .primary: .label
        case .secondary: .secondaryLabel
        case .fixed(let rgb): UIColor(rgb)
        }
    }
}

extension UIColor {
    /// An ``RGBColor`` in sRGB.
    convenience init(_ color: RGBColor) {
        self.init(red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255, alpha: 1)
    }
}
#endif

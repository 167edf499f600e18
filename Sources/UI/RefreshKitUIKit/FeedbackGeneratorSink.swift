#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import RefreshKit
import UIKit

/// Plays the preset's haptics through UIKit's feedback generators: the UIKit
/// layer's own, as RefreshKitUI's sink is compiled only with SwiftUI.
///
/// From iOS 17.5 each generator is attached to the scroll view
/// (`init(style:view:)`, `init(view:)`), as Apple's newest documentation
/// asks in place of `init(style:)` and `init()`, which it marks deprecated;
/// before 17.5 those two, which are all there is.
///
/// On ``FeedbackEvent/pullBegan`` every generator the preset may use is
/// prepared, so that the tap when a refresh starts comes on time rather
/// than after the Taptic Engine wakes up.
@MainActor
final class FeedbackGeneratorSink: FeedbackSink {
    /// The scroll view the generators are attached to; the control sets it
    /// before the first event.
    weak var view: UIView?
    private var impacts: [HapticStyle: UIImpactFeedbackGenerator] = [:]
    private var notificationGenerator: UINotificationFeedbackGenerator?
    private var selectionGenerator: UISelectionFeedbackGenerator?

    func receive(_ event: FeedbackEvent, context: FeedbackContext) {
        if event == .pullBegan { prepareAll() }
        guard let haptic = context.haptic else { return }
        switch haptic {
        case .light: impact(haptic, .light)
        case .medium: impact(haptic, .medium)
        case .heavy: impact(haptic, .heavy)
        case .soft: impact(haptic, .soft)
        case .rigid: impact(haptic, .rigid)
        case .success: notification().notificationOccurred(.success)
        case .warning: notification().notificationOccurred(.warning)
        case .error: notification().notificationOccurred(.error)
        case .selection: selection().selectionChanged()
        }
    }

    private func impact(_ haptic: HapticStyle, _ style: UIImpactFeedbackGenerator.FeedbackStyle) {
        generator(haptic, style).impactOccurred()
    }

    private func generator(_ haptic: HapticStyle, _ style: UIImpactFeedbackGenerator.FeedbackStyle) -> UIImpactFeedbackGenerator {
        if let generator = impacts[haptic] { return generator }
        let generator: UIImpactFeedbackGenerator
        if #available(iOS 17.5, macCatalyst 17.5, *), let view {
            generator = UIImpactFeedbackGenerator(style: style, view: view)
        } else {
            generator = UIImpactFeedbackGenerator(style: style)
        }
        impacts[haptic] = generator
        return generator
    }

    private func notification() -> UINotificationFeedbackGenerator {
        if let notificationGenerator { return notificationGenerator }
        let generator: UINotificationFeedbackGenerator
        if #available(iOS 17.5, macCatalyst 17.5, *), let view {
            generator = UINotificationFeedbackGenerator(view: view)
        } else {
            generator = UINotificationFeedbackGenerator()
        }
        notificationGenerator = generator
        return generator
    }

    private func selection() -> UISelectionFeedbackGenerator {
        if let selectionGenerator { return selectionGenerator }
        let generator: UISelectionFeedbackGenerator
        if #available(iOS 17.5, macCatalyst 17.5, *), let view {
            generator = UISelectionFeedbackGenerator(view: view)
        } else {
            generator = UISelectionFeedbackGenerator()
        }
        selectionGenerator = generator
        return generator
    }

    /// Wakes the generators; preparing one that does not play costs a little
    /// power for a few seconds, which is cheaper than a late first tap.
    private func prepareAll() {
        for (haptic, style) in Self.impactStyles { generator(haptic, style).prepare() }
        notification().prepare()
        selection().prepare()
    }

    private static let impactStyles: [(HapticStyle, UIImpactFeedbackGenerator.FeedbackStyle)] = [
        (.light, .light), (.medium, .medium), (.heavy, .heavy), (.soft, .soft), (.rigid, .rigid),
    ]
}
#endif

/// A haptic a feedback sink can play; the names follow UIKit's feedback generators.
public enum HapticStyle: String, Sendable, Hashable, CaseIterable, ParameterChoice {
    /// `UIImpactFeedbackGenerator` styles.
    case light, medium, heavy, soft, rigid
    /// `UINotificationFeedbackGenerator` types.
    case success, warning, error
    /// `UISelectionFeedbackGenerator`.
    case selection
}

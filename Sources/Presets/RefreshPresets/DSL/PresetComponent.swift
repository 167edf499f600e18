import RefreshCore

/// One change a ``PresetBuilder`` block makes to a preset.
///
/// ```swift
/// let preset = Preset(name: "team-arrow") {
///     Extends("spinning-arrow")
///     Summary("Our arrow, held a little lower.")
///     Strategy(SpinningArrowStrategy.Parameters.contentInset, 48)
///     Haptic(.rigid, on: .refreshStarted)
///     Animate(.hold, with: .spring(response: 0.4, dampingFraction: 0.7))
///     Timing(RefreshTiming.Parameters.minimumVisibleTime, 0.8)
///     Announce("Feed updated", on: .refreshSucceeded)
/// }
/// ```
///
/// The component names avoid SwiftUI's (`Layout`, `Animation`), so a file
/// may import both.
public protocol PresetComponent: Sendable {
    /// Makes this component's change.
    func apply(to preset: inout Preset)
}

import RefreshCore

/// One change a ``PresetBuilder`` block makes to a preset.
///
/// ```swift
/// let preset = Preset(name: "team-arrow") {
///     PresetExtends("spinning-arrow")
///     PresetSummary("Our arrow, held a little lower.")
///     PresetStrategy(SpinningArrowStrategy.Parameters.holdDistance, 48)
///     PresetHaptic(.rigid, on: .refreshStarted)
///     PresetAnimation(.hold, with: .spring(response: 0.4, dampingFraction: 0.7))
///     PresetTiming(RefreshTiming.Parameters.minimumVisibleTime, 0.8)
///     PresetAnnouncement("Feed updated", on: .refreshSucceeded)
/// }
/// ```
///
/// Every component is named `Preset…`, after the section of the file it
/// writes: RefreshKit re-exports them into every file that imports it, beside
/// the app's own types and SwiftUI's, so none may take a generic name
/// (`Strategy`, `Timing`, `Layout`). A parameter knows its section
/// (`ParameterSection`), and each component takes only its own:
/// `PresetTiming(SpinningArrowStrategy.Parameters.holdDistance, 3)` does not
/// compile.
public protocol PresetComponent: Sendable {
    /// Makes this component's change.
    func apply(to preset: inout Preset)
}

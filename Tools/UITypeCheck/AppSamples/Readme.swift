// The Swift samples of README.md as an app compiles them (BouncingBallExample
// is shared with docs/swiftui.md and lives in SwiftUIPage.swift).
// RefreshKitUITests checks that every ```swift block of README.md is in this
// target.
import RefreshKitUI

let preset = Preset(name: "team-arrow") {
    PresetExtends("spinning-arrow")
    PresetStrategy(SpinningArrowStrategy.Parameters.holdDistance, 48)
    PresetHaptic(.soft, on: .refreshStarted)
}

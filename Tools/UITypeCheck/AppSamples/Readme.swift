// The Swift samples of README.md as an app compiles them (BouncingBallExample
// is shared with docs/swiftui.md and lives in SwiftUIPage.swift).
// RefreshKitUITests checks that every ```swift block of README.md is in this
// target.
import RefreshKitUI

let preset = Preset(name: "team-arrow") {
    Extends("spinning-arrow")
    Strategy(SpinningArrowStrategy.Parameters.contentInset, 48)
    Haptic(.soft, on: .refreshStarted)
}

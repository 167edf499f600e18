#if canImport(SwiftUI)
#if DEBUG
import SwiftUI
import RefreshKit

/// One built-in preset over a list, refreshing with a plain one-second
/// `async` action (no clock to drive: the real one runs).
struct PresetPreview: View {
    let preset: String

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                Text(preset).font(.headline).padding()
                ForEach(0..<40, id: \.self) { row in
                    Text("Row \(row)").padding(.horizontal).padding(.vertical, 8)
                }
            }
        }
        .pullToRefresh(.named(preset)) {
            try await Task.sleep(for: .seconds(1))
        }
    }
}

// #Preview needs Xcode's macro plugin, which the UI type-check (Linux) does not
// have: the check leaves out these lines, and only these.
#if !REFRESHKIT_UI_TYPECHECK
#Preview("spinning-arrow") { PresetPreview(preset: "spinning-arrow") }
#Preview("spinning-arrow, dark") { PresetPreview(preset: "spinning-arrow").preferredColorScheme(.dark) }
#Preview("progress-ring") { PresetPreview(preset: "progress-ring") }
#Preview("release-to-refresh") { PresetPreview(preset: "release-to-refresh") }
#Preview("frozen-header") { PresetPreview(preset: "frozen-header") }
#Preview("bouncing-ball") { PresetPreview(preset: "bouncing-ball") }
#Preview("bouncing-ball, right to left") {
    PresetPreview(preset: "bouncing-ball").environment(\.layoutDirection, .rightToLeft)
}
#Preview("system") { PresetPreview(preset: "system") }
#endif
#endif
#endif

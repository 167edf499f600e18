#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import RefreshHostedScenarios
import RefreshKitUI
import XCTest

/// The hold engine's scenarios (``HoldScenarios``) on SwiftUI screens in a
/// window: `List`, `Form` and `ScrollView`, each with an inline title, a
/// large title, a search field, a section header, and the app's margin
/// outside and inside `pullToRefresh`. The same scenarios run on Linux
/// against the model under both inset rules and both scroll resolutions
/// (RefreshHostedModelTests), so what is asserted here holds whichever rule
/// SwiftUI follows; what SwiftUI does is written to the recordings.
@available(iOS 18.0, *)
final class SwiftUIHoldTests: XCTestCase {
    /// At rest, a refresh from code at the top and scrolled down, and one
    /// ending scrolled away, each on a new screen, with document 001's ring.
    @MainActor
    func runScenarios(_ layout: HostedLayout, file: StaticString = #filePath, line: UInt = #line) async throws {
        let ring = HostedPresets.ring
        try await run(
            { await HoldScenarios.restingPlace($0) }, preset: ring.preset, on: { try await HostedSwiftUIScreen(layout) }, recordingIn: self,
            file: file, line: line)
        try await run(
            { await HoldScenarios.revealFromCode($0, hold: ring.hold) }, preset: ring.preset, on: { try await HostedSwiftUIScreen(layout) },
            recordingIn: self, file: file, line: line)
        try await run(
            { await HoldScenarios.fromCodeScrolledDown($0, hold: ring.hold) }, preset: ring.preset,
            on: { try await HostedSwiftUIScreen(layout) }, recordingIn: self, file: file,
            line: line)
        try await run(
            { await HoldScenarios.endScrolledAway($0, hold: ring.hold) }, preset: ring.preset,
            on: { try await HostedSwiftUIScreen(layout) }, recordingIn: self, file: file, line: line)
    }

    /// Document 001's ring pulled past its trigger by offsets alone: SwiftUI's
    /// scroll view is SwiftUI's, so no finger is faked, and the strategy
    /// works from offsets (the phase SwiftUI reports is recorded). Whether the
    /// hold catches the content at the line or a moment later depends on
    /// ``ScrollResolution`` (PlatformRuleTests records it); the end state is
    /// asserted either way.
    @MainActor
    func runPull(_ layout: HostedLayout, file: StaticString = #filePath, line: UInt = #line) async throws {
        try await run(
            { await HoldScenarios.pullHoldsAtTheLine($0, catchesAtTheLine: false) }, preset: HostedPresets.ring.preset,
            on: { try await HostedSwiftUIScreen(layout) }, recordingIn: self, file: file, line: line)
    }

    @MainActor func testListInlineTitle() async throws { try await runScenarios(HostedLayout(.list, .inlineTitle)) }
    @MainActor func testListLargeTitle() async throws { try await runScenarios(HostedLayout(.list, .largeTitle)) }
    @MainActor func testListSearchable() async throws { try await runScenarios(HostedLayout(.list, .searchable)) }
    @MainActor func testListStickySections() async throws { try await runScenarios(HostedLayout(.list, .stickySections)) }
    @MainActor func testListMarginOutside() async throws { try await runScenarios(HostedLayout(.list, .marginOutside)) }
    @MainActor func testListMarginInside() async throws { try await runScenarios(HostedLayout(.list, .marginInside)) }
    @MainActor func testFormInlineTitle() async throws { try await runScenarios(HostedLayout(.form, .inlineTitle)) }
    @MainActor func testFormLargeTitle() async throws { try await runScenarios(HostedLayout(.form, .largeTitle)) }
    @MainActor func testFormSearchable() async throws { try await runScenarios(HostedLayout(.form, .searchable)) }
    @MainActor func testFormStickySections() async throws { try await runScenarios(HostedLayout(.form, .stickySections)) }
    @MainActor func testFormMarginOutside() async throws { try await runScenarios(HostedLayout(.form, .marginOutside)) }
    @MainActor func testFormMarginInside() async throws { try await runScenarios(HostedLayout(.form, .marginInside)) }
    @MainActor func testScrollViewInlineTitle() async throws { try await runScenarios(HostedLayout(.scrollView, .inlineTitle)) }
    @MainActor func testScrollViewLargeTitle() async throws { try await runScenarios(HostedLayout(.scrollView, .largeTitle)) }
    @MainActor func testScrollViewSearchable() async throws { try await runScenarios(HostedLayout(.scrollView, .searchable)) }
    @MainActor func testScrollViewStickySections() async throws { try await runScenarios(HostedLayout(.scrollView, .stickySections)) }
    @MainActor func testScrollViewMarginOutside() async throws { try await runScenarios(HostedLayout(.scrollView, .marginOutside)) }
    @MainActor func testScrollViewMarginInside() async throws { try await runScenarios(HostedLayout(.scrollView, .marginInside)) }

    @MainActor func testListPullHoldsTheContent() async throws { try await runPull(HostedLayout(.list, .inlineTitle)) }
    @MainActor func testFormPullHoldsTheContent() async throws { try await runPull(HostedLayout(.form, .inlineTitle)) }
    @MainActor func testScrollViewPullHoldsTheContent() async throws { try await runPull(HostedLayout(.scrollView, .inlineTitle)) }

    /// Each drawn built-in revealed from code by its document's hold.
    @MainActor func testEveryDrawnBuiltInIsRevealedByItsHold() async throws {
        for (preset, hold) in HostedPresets.drawn {
            try await run(
                { await HoldScenarios.revealFromCode($0, hold: hold) }, preset: preset,
                on: { try await HostedSwiftUIScreen(HostedLayout(.scrollView, .largeTitle), preset: preset) }, recordingIn: self)
        }
    }
}
#endif

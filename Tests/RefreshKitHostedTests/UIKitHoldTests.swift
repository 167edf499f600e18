#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import RefreshHostedScenarios
import RefreshKitUIKit
import XCTest

/// The hold engine's scenarios (``HoldScenarios``) on RefreshKitUIKit: a
/// plain `UITableView` and a `UICollectionView` with a compositional list,
/// each under an inline title, a large title, a search controller, and with
/// the app's own `contentInset.top`, the table also with a section title.
/// The finger is faked (`isTracking`, `isDecelerating`), so a pull is
/// caught at the hold line as UIKit's layer promises. The same scenarios run
/// on Linux against ``ScrollViewAdapter`` on the model (RefreshHostedModelTests).
final class UIKitHoldTests: XCTestCase {
    @MainActor
    func runScenarios(_ layout: HostedLayout, file: StaticString = #filePath, line: UInt = #line) async throws {
        let ring = HostedPresets.ring
        try await run(
            { await HoldScenarios.restingPlace($0) }, preset: ring.preset, on: { try await HostedUIKitScreen(layout) }, recordingIn: self,
            file: file, line: line)
        try await run(
            { await HoldScenarios.revealFromCode($0, hold: ring.hold) }, preset: ring.preset, on: { try await HostedUIKitScreen(layout) },
            recordingIn: self, file: file, line: line)
        try await run(
            { await HoldScenarios.fromCodeScrolledDown($0, hold: ring.hold) }, preset: ring.preset,
            on: { try await HostedUIKitScreen(layout) }, recordingIn: self, file: file,
            line: line)
        try await run(
            { await HoldScenarios.endScrolledAway($0, hold: ring.hold) }, preset: ring.preset, on: { try await HostedUIKitScreen(layout) },
            recordingIn: self, file: file, line: line)
        try await run(
            { await HoldScenarios.pullHoldsAtTheLine($0, catchesAtTheLine: true) }, preset: ring.preset,
            on: { try await HostedUIKitScreen(layout) }, recordingIn: self,
            file: file, line: line)
    }

    @MainActor func testTableViewInlineTitle() async throws { try await runScenarios(HostedLayout(.tableView, .inlineTitle)) }
    @MainActor func testTableViewLargeTitle() async throws { try await runScenarios(HostedLayout(.tableView, .largeTitle)) }
    @MainActor func testTableViewSearchable() async throws { try await runScenarios(HostedLayout(.tableView, .searchable)) }
    @MainActor func testTableViewStickySections() async throws { try await runScenarios(HostedLayout(.tableView, .stickySections)) }
    @MainActor func testTableViewMarginOutside() async throws { try await runScenarios(HostedLayout(.tableView, .marginOutside)) }
    @MainActor func testCollectionViewInlineTitle() async throws { try await runScenarios(HostedLayout(.collectionView, .inlineTitle)) }
    @MainActor func testCollectionViewLargeTitle() async throws { try await runScenarios(HostedLayout(.collectionView, .largeTitle)) }
    @MainActor func testCollectionViewSearchable() async throws { try await runScenarios(HostedLayout(.collectionView, .searchable)) }
    @MainActor func testCollectionViewMarginOutside() async throws { try await runScenarios(HostedLayout(.collectionView, .marginOutside)) }
}
#endif

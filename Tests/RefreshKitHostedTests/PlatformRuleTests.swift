#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import Observation
import RefreshHostedScenarios
import RefreshHosting
import SwiftUI
import UIKit
import XCTest

/// What an app's own screen changes: the top safe-area padding (RefreshKit
/// holds with the same modifier) and a bound `ScrollPosition`.
@available(iOS 18.0, *)
@MainActor
@Observable
final class InsetProbeModel {
    var padding = 0.0
    var position = ScrollPosition(idType: Never.self)
}

/// A screen with no RefreshKit in it: rows in a `List`, a `Form` or a
/// `ScrollView`, an inline title, the top padding the model says, and the
/// model's `ScrollPosition` where bound.
@available(iOS 18.0, *)
struct InsetProbeScreen: View {
    let container: HostedContainer
    let bindsPosition: Bool
    let model: InsetProbeModel
    let probe: FeedProbe

    var body: some View {
        NavigationStack {
            feed
                .safeAreaPadding(.top, CGFloat(model.padding))
                .modifier(BoundPosition(isOn: bindsPosition, position: Bindable(model).position))
                .modifier(ScrollReports(probe: probe))
                .navigationTitle("Rule")
                .navigationBarTitleDisplayMode(.inline)
        }
    }

    @ViewBuilder private var feed: some View {
        switch container {
        case .list: List { rows }
        case .form: Form { rows }
        case .scrollView, .tableView, .collectionView: ScrollView { LazyVStack(spacing: 0) { rows } }
        }
    }

    private var rows: some View { ProbedRows(probe: probe) }
}

@available(iOS 18.0, *)
struct BoundPosition: ViewModifier {
    let isOn: Bool
    let position: Binding<ScrollPosition>

    func body(content: Content) -> some View {
        if isOn { content.scrollPosition(position) } else { content }
    }
}

/// What SwiftUI does that no Apple page says, recorded for the Linux model
/// (docs/hosted-tests.md): which ``InsetChangeRule`` a `List`, a `Form` and
/// a `ScrollView` follow when their top padding grows with no scroll
/// command, with and without a bound `ScrollPosition`, at the top and
/// scrolled; when a scroll to the top edge asked in the same update as a
/// larger padding is worked out (``ScrollResolution``); and whether each
/// container follows a `ScrollPosition`'s `scrollTo(y:)`. The hold engine
/// gives the same result under either rule and either resolution (the Linux
/// tests run both); these tests fail only when SwiftUI does neither, so that
/// the model no longer describes it.
@available(iOS 18.0, *)
final class PlatformRuleTests: XCTestCase {
    static let containers: [HostedContainer] = [.list, .form, .scrollView]
    static let insetChange = 40.0

    /// A probe screen in a window, settled, with its scroll view.
    @MainActor
    func host(_ container: HostedContainer, bindsPosition: Bool) async throws -> (HostedWindow, UIScrollView, InsetProbeModel, FeedProbe) {
        let model = InsetProbeModel()
        let probe = FeedProbe()
        let window = HostedWindow(
            UIHostingController(rootView: InsetProbeScreen(container: container, bindsPosition: bindsPosition, model: model, probe: probe)))
        let scrollView = try await HostedSwiftUIScreen.appeared(window, probe: probe)
        await settle(probe)
        return (window, scrollView, model, probe)
    }

    /// Frames until no row has moved for a sixth of a second (two seconds at most).
    @MainActor
    func settle(_ probe: FeedProbe) async {
        var still = 0
        var waited = 0
        var last = probe.rowTops
        while still < 10, waited < 120 {
            await nextFrame()
            waited += 1
            let now = probe.rowTops
            let moved = now.contains { index, top in last[index].map { abs($0 - top) > 0.05 } ?? false }
            still = moved ? 0 : still + 1
            last = now
        }
    }

    /// The first row on screen in both, and how far it moved.
    func rowShift(from before: [Int: Double], to after: [Int: Double]) -> Double? {
        guard let index = before.keys.filter({ after[$0] != nil }).min(), let a = before[index], let b = after[index] else { return nil }
        return b - a
    }

    @MainActor
    func testWhichInsetRuleSwiftUIFollows() async throws {
        var records: [InsetChangeRecord] = []
        for container in Self.containers {
            for bindsPosition in [false, true] {
                for scrolled in [0.0, 300] {
                    let (window, scrollView, model, probe) = try await host(container, bindsPosition: bindsPosition)
                    if scrolled > 0 {
                        scrollView.contentOffset.y += CGFloat(scrolled)
                        await settle(probe)
                    }
                    let before = probe.rowTops
                    model.padding = Self.insetChange
                    await settle(probe)
                    let shift = rowShift(from: before, to: probe.rowTops)
                    let rule = shift.flatMap { InsetChangeRule.observed(rowShift: $0, insetChange: Self.insetChange, tolerance: 1) }
                    records.append(
                        InsetChangeRecord(
                            container: container, positionBound: bindsPosition, scrolled: scrolled, insetChange: Self.insetChange,
                            rowShift: shift, rule: rule?.rawValue))
                    XCTAssertNotNil(
                        rule,
                        "\(container.rawValue), position \(bindsPosition ? "bound" : "not bound"), scrolled \(scrolled): a row moved \(shift.map { "\($0)" } ?? "(none on screen)") pt for a \(Self.insetChange) pt inset, which neither InsetChangeRule describes"
                    )
                    window.close()
                }
            }
        }
        Recordings.write(records, named: RecordingName.insetChangeRules, in: self)
    }

    @MainActor
    func testWhenSwiftUIWorksOutAScrollToTheTopEdge() async throws {
        var records: [ScrollResolutionRecord] = []
        for container in Self.containers {
            let (window, scrollView, model, probe) = try await host(container, bindsPosition: true)
            let oldTopEdge = probe.rowTops[0]
            scrollView.contentOffset.y += 300
            await settle(probe)
            // One update, as RefreshKit's engine asks: the padding and the scroll together.
            model.padding = Self.insetChange
            model.position.scrollTo(edge: .top)
            await settle(probe)
            let rowTop = probe.rowTops[0]
            let newTopEdge = oldTopEdge.map { $0 + Self.insetChange }
            let resolution = rowTop.flatMap { top in
                oldTopEdge.flatMap { old in
                    ScrollResolution.observed(contentTop: top, oldTopEdge: old, newTopEdge: old + Self.insetChange, tolerance: 1)
                }
            }
            records.append(
                ScrollResolutionRecord(
                    container: container, insetChange: Self.insetChange, contentTop: rowTop, oldTopEdge: oldTopEdge, newTopEdge: newTopEdge,
                    resolution: resolution?.rawValue))
            XCTAssertNotNil(
                resolution,
                "\(container.rawValue): row 0 ended at \(rowTop.map { "\($0)" } ?? "(off screen)"), neither at the old top edge \(oldTopEdge.map { "\($0)" } ?? "?") nor the new one"
            )
            window.close()
        }
        Recordings.write(records, named: RecordingName.scrollResolution, in: self)
    }

    /// Apple's page documents `ScrollPosition` for scroll views; whether a
    /// `List` or a `Form` follows one is recorded. The `ScrollView` is the
    /// control: if it does not follow, the probe, not SwiftUI, is wrong.
    @MainActor
    func testWhichContainersFollowAScrollPosition() async throws {
        var records: [ScrollPositionRecord] = []
        let asked = 400.0
        for container in Self.containers {
            let (window, scrollView, model, probe) = try await host(container, bindsPosition: true)
            let before = Double(scrollView.contentOffset.y)
            model.position.scrollTo(y: CGFloat(asked))
            await settle(probe)
            let moved = Double(scrollView.contentOffset.y) - before
            // From the top edge, `scrollTo(y: 400)` moves the content 400 pt
            // and the top inset further; half of that is no rounding error.
            let follows = moved > asked / 2
            records.append(ScrollPositionRecord(container: container, askedY: asked, moved: moved, follows: follows))
            if container == .scrollView {
                XCTAssertTrue(follows, "a ScrollView did not follow scrollTo(y: \(asked)): it moved \(moved) pt")
            }
            window.close()
        }
        Recordings.write(records, named: RecordingName.scrollPosition, in: self)
    }
}
#endif

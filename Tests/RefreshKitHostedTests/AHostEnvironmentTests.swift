#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import RefreshHostedScenarios
import SwiftUI
import UIKit
import XCTest

/// The canary: whether this host (a test bundle with no app, a window with
/// no scene) lays a screen out and advances animations. Every scenario waits
/// for a screen to move, so in a host where animations stand still each
/// would time out, one by one; this fails first, with one message, and the
/// workflow runs it alone before the others and stops when it fails. Its
/// name sorts it first among the bundle's classes as well.
final class AHostEnvironmentTests: XCTestCase {
    static let animationsStand = "animations do not advance in this host: every scenario below would time out"
    static let noLayout = "a hosted screen does not lay out in this host: every scenario below would fail"
    /// Several times the animations asked for (UIKit's animated scroll, a
    /// 0.3 s SwiftUI animation): a busy simulator drops frames, a host whose
    /// animations stand still never arrives.
    static let deadline: Duration = .milliseconds(1500)

    /// Frame by frame until `arrived` holds; the seconds that took, or `nil`
    /// when the deadline passed first.
    @MainActor
    static func secondsUntil(_ arrived: () -> Bool) async -> Double? {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < deadline {
            if arrived() { return seconds(since: start) }
            await nextFrame()
        }
        return arrived() ? seconds(since: start) : nil
    }

    /// The window as this host makes it, for the failure messages.
    @MainActor
    static func describe(_ window: UIWindow) -> String {
        let insets = window.safeAreaInsets
        return "window \(window.bounds.size), safe area top \(insets.top) bottom \(insets.bottom), "
            + (window.windowScene == nil ? "no scene" : "in a scene")
    }

    /// A table in a navigation controller, in a ``HostedWindow``: the window
    /// takes its size, the bar has a height, and rows are on screen.
    @MainActor
    func testAHostedScreenLaysOut() async throws {
        let rows = FeedRows(title: nil)
        let table = UITableView(frame: CGRect(origin: .zero, size: HostedWindow.size), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: FeedRows.reuseIdentifier)
        table.dataSource = rows
        let controller = UIViewController(nibName: nil, bundle: nil)
        controller.title = "Host"
        controller.view = table
        let navigation = UINavigationController(rootViewController: controller)
        let window = HostedWindow(navigation)
        defer {
            window.close()
            withExtendedLifetime(rows) {}
        }
        let laidOut = await Self.secondsUntil {
            navigation.navigationBar.frame.height > 0 && !(table.indexPathsForVisibleRows ?? []).isEmpty
        }
        let found =
            "\(Self.describe(window.window)), navigation bar \(navigation.navigationBar.frame), visible rows \((table.indexPathsForVisibleRows ?? []).count)"
        XCTAssertEqual(window.window.bounds.size, HostedWindow.size, "\(Self.noLayout): \(found)")
        XCTAssertNotNil(laidOut, "\(Self.noLayout): \(found)")
    }

    /// UIKit: `setContentOffset(_:animated: true)` reaches its offset.
    @MainActor
    func testAnAnimatedScrollArrives() async throws {
        let scrollView = UIScrollView(frame: CGRect(origin: .zero, size: HostedWindow.size))
        scrollView.contentSize = CGSize(width: HostedWindow.size.width, height: 4 * HostedWindow.size.height)
        let controller = UIViewController(nibName: nil, bundle: nil)
        controller.view = scrollView
        let window = HostedWindow(controller)
        defer { window.close() }
        for _ in 0..<5 { await nextFrame() }
        let start = scrollView.contentOffset.y
        let target = start + 300
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: target), animated: true)
        let arrived = await Self.secondsUntil { abs(scrollView.contentOffset.y - target) < 0.5 }
        XCTAssertNotNil(
            arrived,
            "\(Self.animationsStand): setContentOffset(_:animated: true) from \(start) to \(target) was at \(scrollView.contentOffset.y) after \(Self.deadline) (\(Self.describe(window.window)))"
        )
    }

    /// SwiftUI: a `ScrollPosition`'s `scrollTo(y:)` inside `withAnimation`,
    /// as RefreshKit's hold engine scrolls, moves the scroll view and comes
    /// to rest. Whether the animation's completion ran is in the message.
    @available(iOS 18.0, *)
    @MainActor
    func testAWithAnimationScrollArrives() async throws {
        let model = InsetProbeModel()
        let probe = FeedProbe()
        let window = HostedWindow(
            UIHostingController(rootView: InsetProbeScreen(container: .scrollView, bindsPosition: true, model: model, probe: probe)))
        defer { window.close() }
        let scrollView: UIScrollView
        do {
            scrollView = try await HostedSwiftUIScreen.appeared(window, probe: probe)
        } catch {
            XCTFail("\(Self.noLayout): \(error) (\(Self.describe(window.window)))")
            return
        }
        for _ in 0..<10 { await nextFrame() }
        let start = Double(scrollView.contentOffset.y)
        let asked = 400.0
        let completion = CompletionFlag()
        withAnimation(.linear(duration: 0.3)) {
            model.position.scrollTo(y: CGFloat(asked))
        } completion: {
            Task { @MainActor in completion.ran = true }
        }
        // From the top edge the content moves the asked 400 pt and the top
        // inset further (PlatformRuleTests); at rest is three still frames.
        var last = start
        var still = 0
        let arrived = await Self.secondsUntil {
            let now = Double(scrollView.contentOffset.y)
            still = abs(now - last) < 0.05 ? still + 1 : 0
            last = now
            return now - start > asked / 2 && still >= 3
        }
        XCTAssertNotNil(
            arrived,
            "\(Self.animationsStand): withAnimation { scrollTo(y: \(asked)) } moved the scroll view \(Double(scrollView.contentOffset.y) - start) pt in \(Self.deadline), completion \(completion.ran ? "ran" : "did not run") (\(Self.describe(window.window)))"
        )
    }
}

/// Whether a `withAnimation` completion ran.
@MainActor
final class CompletionFlag {
    var ran = false
}
#endif

#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import RefreshHostedScenarios
import RefreshHosting
import RefreshKitUI
import RefreshKitUIKit
import SwiftUI
import UIKit
import XCTest

/// One element of a screen's accessibility tree, as the recordings keep it.
struct AccessibilityElementRecord: Codable, Sendable {
    var label: String?
    var actions: [String]
    var isView: Bool
}

/// Walks the accessibility tree as an assistive app reads it: each object's
/// accessibility elements (`accessibilityElementCount()`,
/// `accessibilityElement(at:)`, UIKit's container protocol), and a view's
/// subviews.
@MainActor
enum AccessibilityTree {
    static func elements(under root: UIView, limit: Int = 5000) -> [NSObject] {
        var found: [NSObject] = []
        var pending: [NSObject] = [root]
        var seen = Set<ObjectIdentifier>()
        while let next = pending.popLast(), found.count < limit {
            guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
            found.append(next)
            let count = next.accessibilityElementCount()
            if count > 0, count < limit {
                for index in 0..<count {
                    if let element = next.accessibilityElement(at: index) as? NSObject { pending.append(element) }
                }
            }
            if let view = next as? UIView { pending.append(contentsOf: view.subviews) }
        }
        return found
    }

    static func record(_ element: NSObject) -> AccessibilityElementRecord {
        AccessibilityElementRecord(
            label: element.accessibilityLabel, actions: (element.accessibilityCustomActions ?? []).map { $0.name },
            isView: element is UIView)
    }
}

/// The accessibility that XCTest can check without VoiceOver: on UIKit, the
/// "Refresh" custom action RefreshKit sets and the result of VoiceOver's
/// three-finger scroll (plain UIKit properties and methods); on SwiftUI,
/// what the accessibility tree held, recorded. What VoiceOver says, and
/// whether it offers a container's action on the rows inside, needs a device.
final class AccessibilityTests: XCTestCase {
    /// UIKit: the scroll view carries the control's "Refresh" action, and the
    /// action starts a refresh; the three-finger scroll towards the top, as
    /// docs/uikit.md has a scroll view forward it, refreshes at the top and
    /// declines (leaving UIKit's paging) scrolled into the content.
    @MainActor
    func testUIKitRefreshActionAndScroll() async throws {
        let screen = try await HostedUIKitScreen(HostedLayout(.tableView, .inlineTitle))
        defer { screen.close() }
        let run = await ScenarioRun("VoiceOver", on: screen)
        let refresh = try XCTUnwrap(screen.refresh)
        let action = refresh.refreshAccessibilityAction
        XCTAssertTrue(
            (screen.scrollView.accessibilityCustomActions ?? []).contains { $0 === action }, "the scroll view carries the Refresh action")
        XCTAssertEqual(action.name, RefreshStrings.refreshActionKey)
        let handler = try XCTUnwrap(action.actionHandler, "the Refresh action has a handler")
        XCTAssertTrue(handler(action), "the Refresh action started a refresh")
        XCTAssertEqual(refresh.refreshState.phase, .refreshing)
        screen.endRefreshing()
        await run.settleAfterTheRefresh()

        XCTAssertTrue(screen.scrollView.accessibilityScroll(.up), "at the top, the scroll towards the top refreshes")
        XCTAssertEqual(refresh.refreshState.phase, .refreshing)
        screen.endRefreshing()
        await run.settleAfterTheRefresh()
        await run.place(uncovered: HoldScenarios.scrolledAway)
        await run.settle()
        XCTAssertFalse(refresh.accessibilityScroll(.up), "scrolled into the content, RefreshKit declines and UIKit pages")
        XCTAssertEqual(refresh.refreshState.phase, .idle, "no refresh scrolled into the content")
    }

    /// SwiftUI: a `List` whose first row, "Inbox", is marked
    /// `pullToRefreshAccessibilityAction()` (docs/swiftui.md). SwiftUI makes
    /// its accessibility elements for assistive technologies; in a test
    /// bundle with no host app, VoiceOver off and no accessibility
    /// automation (which only private API turns on), no Apple page says it
    /// makes any, so the tree may be empty. What the tree held is recorded,
    /// not asserted: whether the Inbox row is in it, its actions, whether the
    /// Refresh action has a handler, and what SwiftUI's scroll view did with
    /// the three-finger scroll (`platform-swiftui-accessibility.json`; the
    /// workflow's summary prints it). Asserted is what holds wherever the
    /// action is found: UIKit documents that a custom action's handler
    /// performs it, and the recording says whether this run found one.
    @available(iOS 18.0, *)
    @MainActor
    func testSwiftUIRefreshActionIsRecorded() async throws {
        let state = PullToRefreshState()
        let gate = RefreshGate()
        let probe = FeedProbe()
        let inbox = List {
            Text("Inbox").pullToRefreshAccessibilityAction()
            ProbedRows(probe: probe)
        }
        .pullToRefresh(.progressRing, state: state) { await gate.wait() }
        .modifier(ScrollReports(probe: probe))
        let window = HostedWindow(UIHostingController(rootView: NavigationStack { inbox.navigationTitle("Mail") }))
        defer {
            gate.open()
            window.close()
        }
        let scrollView = try await HostedSwiftUIScreen.appeared(window, probe: probe)
        for _ in 0..<20 { await nextFrame() }

        let elements = AccessibilityTree.elements(under: window.window)
        let refreshName = RefreshStrings.refreshActionKey
        let header = elements.first { ($0.accessibilityLabel ?? "") == "Inbox" }
        let headerAction = header?.accessibilityCustomActions?.first { $0.name == refreshName }
        var performed = false
        var phaseAfterAction: RefreshPhase?
        if let headerAction, let handler = headerAction.actionHandler {
            performed = handler(headerAction)
            for _ in 0..<10 { await nextFrame() }
            phaseAfterAction = state.phase
            gate.open()
            for _ in 0..<90 { await nextFrame() }
        }
        let scrolled = scrollView.accessibilityScroll(.up)
        let phaseAfterScroll = state.phase
        gate.open()
        let record = SwiftUIAccessibilityRecord(
            elementCount: elements.count, elementsThatAreNotViews: elements.filter { !($0 is UIView) }.count,
            elements: elements.map { AccessibilityTree.record($0) }, headerFound: header != nil,
            headerActions: (header?.accessibilityCustomActions ?? []).map { $0.name }, headerActionFound: headerAction != nil,
            headerActionHasHandler: headerAction?.actionHandler != nil, headerActionPerformed: performed,
            phaseAfterHeaderAction: phaseAfterAction?.rawValue, scrollViewAcceptedScrollUp: scrolled,
            phaseAfterScrollUp: phaseAfterScroll.rawValue)
        Recordings.write(record, named: RecordingName.swiftUIAccessibility, in: self)

        if let phaseAfterAction {
            XCTAssertEqual(phaseAfterAction, .refreshing, "the Inbox row's \(refreshName) action was performed and started no refresh")
        }
    }
}

/// What SwiftUI's accessibility tree held in the test bundle, and what its
/// scroll view did with VoiceOver's scroll towards the top. `nil` phases:
/// the action was not found, or had no handler, so it was not performed.
struct SwiftUIAccessibilityRecord: Codable, Sendable {
    var elementCount: Int
    /// Elements SwiftUI made for assistive technologies (not views): none
    /// means the tree holds views only, as without automation it may.
    var elementsThatAreNotViews: Int
    var elements: [AccessibilityElementRecord]
    var headerFound: Bool
    var headerActions: [String]
    var headerActionFound: Bool
    var headerActionHasHandler: Bool
    var headerActionPerformed: Bool
    var phaseAfterHeaderAction: String?
    var scrollViewAcceptedScrollUp: Bool
    var phaseAfterScrollUp: String
}
#endif

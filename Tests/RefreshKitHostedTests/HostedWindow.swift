#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import Foundation
import RefreshHostedScenarios
import RefreshHosting
import UIKit
import XCTest

/// A window for one screen, as a test bundle without a host app can have
/// one: `isHidden = false` lays it out and draws it, where `makeKeyAndVisible()`
/// would need an app to make it key in. An iPhone's size in points, but not
/// an iPhone's screen: the window is in no scene and has no status bar, so
/// its safe area may be zero where a phone's is not (the recordings' `system`
/// says what it was); the bars' and rows' places are measured, never assumed.
@MainActor
final class HostedWindow {
    let window: UIWindow

    static let size = CGSize(width: 393, height: 852)

    init(_ controller: UIViewController) {
        window = UIWindow(frame: CGRect(origin: .zero, size: Self.size))
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
    }

    func close() {
        window.isHidden = true
        window.rootViewController = nil
    }

    /// The scroll view under `view` that holds the feed: SwiftUI's `List` and
    /// `Form` are collection views, a `ScrollView` a scroll view of SwiftUI's
    /// own (SwiftUI documents neither; the test needs one to drive it). Of
    /// the scroll views whose frame on screen holds row 0's top (window
    /// coordinates, where the row has reported it), the largest; else the
    /// largest of all, as a search field or a bar may hold scroll views too.
    static func feedScrollView(in view: UIView, rowTop: Double?) -> UIScrollView? {
        var scrollViews: [UIScrollView] = []
        var pending = [view]
        while let next = pending.popLast() {
            if let scrollView = next as? UIScrollView { scrollViews.append(scrollView) }
            pending.append(contentsOf: next.subviews)
        }
        func area(_ scrollView: UIScrollView) -> CGFloat { scrollView.bounds.width * scrollView.bounds.height }
        let holdingRow = rowTop.map { top in
            scrollViews.filter { scrollView in
                let frame = scrollView.convert(scrollView.bounds, to: nil)
                return frame.minY <= CGFloat(top) && CGFloat(top) < frame.maxY && frame.width > 0
            }
        }
        let candidates = holdingRow.flatMap { $0.isEmpty ? nil : $0 } ?? scrollViews
        return candidates.filter { area($0) > 0 }.max { area($0) < area($1) }
    }

    /// Where `view`'s visible top edge is on screen (window coordinates).
    static func top(of view: UIView) -> Double { Double(view.convert(view.bounds, to: nil).minY) }
}

/// One frame of the main run loop: SwiftUI and UIKit lay out, animate and
/// report while the test waits.
func nextFrame() async {
    try? await Task.sleep(nanoseconds: 16_666_667)
}

/// Seconds since `start`, for the observations' times.
func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// The app's work for a hosted screen's refreshes: it runs until the test
/// opens the gate, as an app's reload runs until its data arrives.
@MainActor
final class RefreshGate {
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        let waiting = waiting
        self.waiting = []
        for continuation in waiting { continuation.resume() }
    }
}

/// A hosted screen the test closes when it is done with it.
@MainActor
protocol ClosableScreen: HostedScreen {
    func close()
}

/// Runs `scenario` on a new screen, writes the run to the recordings, and
/// fails the test for every expectation the run did not meet.
@MainActor
func run(
    _ scenario: @MainActor (any HostedScreen) async -> ScenarioRun, preset: RefreshPreset,
    on makeScreen: @MainActor () async throws -> any ClosableScreen,
    recordingIn test: XCTestCase, file: StaticString = #filePath, line: UInt = #line
) async throws {
    let screen = try await makeScreen()
    let run = await scenario(screen)
    screen.close()
    let record = ScenarioRecord(run, preset: preset)
    Recordings.write(record, named: RecordingName.scenario(record), in: test)
    let frames = "\(run.name) on \(screen.layout): only \(run.observations.count) frames"
    XCTAssertTrue(run.observations.count > 5, frames, file: file, line: line)
    for failure in run.failures { XCTFail(failure, file: file, line: line) }
}

/// What the hosted tests record: JSON files, one a test, in the folder the
/// workflow names (`TEST_RUNNER_REFRESHKIT_RECORDINGS`, which xcodebuild
/// hands to the test process as `REFRESHKIT_RECORDINGS`) or a temporary
/// folder, and the same JSON attached to the test's result.
enum Recordings {
    static var folder: URL {
        if let path = ProcessInfo.processInfo.environment["REFRESHKIT_RECORDINGS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true).appendingPathComponent("RefreshKitRecordings")
    }

    /// The system the recordings were made on, and the window it gives a
    /// screen: its safe area (zero without a status bar) and whether it is in
    /// a scene (a test bundle without a host app has none).
    @MainActor static let system: [String: String] = {
        let environment = ProcessInfo.processInfo.environment
        var system = ["os": ProcessInfo.processInfo.operatingSystemVersionString]
        for key in ["SIMULATOR_DEVICE_NAME", "SIMULATOR_RUNTIME_VERSION", "REFRESHKIT_XCODE"] { system[key] = environment[key] }
        let window = HostedWindow(UIViewController(nibName: nil, bundle: nil))
        let insets = window.window.safeAreaInsets
        system["windowSafeAreaInsets"] = "top \(insets.top), left \(insets.left), bottom \(insets.bottom), right \(insets.right)"
        system["windowSceneIsNil"] = window.window.windowScene == nil ? "true" : "false"
        window.close()
        return system
    }()

    @MainActor
    static func write(_ value: some Encodable, named name: String, in test: XCTestCase) {
        let fileName = RecordingName.fileName(name)
        do {
            let data = try Recording(system: system, value: value).json()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: folder.appendingPathComponent(fileName))
            let attachment = XCTAttachment(data: data, uniformTypeIdentifier: "public.json")
            attachment.name = fileName
            attachment.lifetime = .keepAlways
            test.add(attachment)
        } catch {
            XCTFail("the recording \(fileName) could not be written to \(folder.path): \(error)")
        }
    }
}
#endif

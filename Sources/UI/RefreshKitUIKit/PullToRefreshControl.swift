#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
import Foundation
import RefreshHosting
import RefreshKit
import UIKit
#if canImport(os)
import os
#endif

/// Pull to refresh with a RefreshKit preset on one `UIScrollView` (a table
/// view, a collection view, any layout): what
/// ``UIKit/UIScrollView/pullToRefresh(_:settings:state:action:)`` and its
/// siblings return. Keep it to start, end or remove the refresh.
///
/// ```swift
/// let refresh = collectionView.pullToRefresh(.bouncingBall) { try await model.reload() }
/// refresh.beginRefreshing()  // from code: reveals the indicator at the top
/// refresh.endRefreshing()
/// refresh.remove()
/// ```
///
/// It is a control, like `UIRefreshControl`: it sends `.valueChanged` to
/// its targets and actions whenever a refresh starts, however it started.
/// With the target–action form, end the refresh with ``endRefreshing()``.
///
/// The content is held through `contentInset`, as `UIRefreshControl` holds
/// it: RefreshKit adds its own part to the top inset while a refresh holds
/// and takes only that part away, so the app's inset stays the app's. Every
/// decision (when a refresh starts, how far the content is held and where it
/// scrolls, where this view sits) is RefreshHosting's, tested on Linux; this
/// class reads the scroll view, applies them and draws.
///
/// The `system` preset is UIKit's own `UIRefreshControl`, set as the scroll
/// view's `refreshControl` while this is attached.
///
/// Like `UIRefreshControl`, it takes a title under the indicator
/// (``attributedTitle``); beyond it, a view of the app's own can draw the
/// whole indicator (``indicatorView``).
@MainActor
public final class PullToRefreshControl: UIControl {
    /// The scroll view's refresh state: the phase, whether a refresh runs,
    /// how the last one ended, and `refresh()` and `cancelRefreshing()`: the
    /// `PullToRefreshState` the SwiftUI layer uses. (`state` is UIControl's
    /// own: highlighted, selected, disabled.)
    public let refreshState: PullToRefreshState
    /// The scroll view this is attached to; `nil` once it has gone.
    public private(set) weak var scrollView: UIScrollView?
    /// The "Refresh" action, for VoiceOver, Switch Control and Voice
    /// Control. The scroll view carries it; add it to an element that is
    /// certainly focused too, such as a header (see docs/uikit.md).
    public let refreshAccessibilityAction: UIAccessibilityCustomAction

    /// The title under the indicator, as `UIRefreshControl.attributedTitle`
    /// shows one: "Updated 9:41", say, set whenever it changes. `nil` (the
    /// default) or an empty string shows none.
    ///
    /// It is drawn centred, on as many lines as it needs at the scroll view's
    /// width, just above the content's top, and the indicator above it; a
    /// refresh's hold grows by its height. Ranges without a font, a colour or
    /// a paragraph style of their own get the footnote text style at the
    /// user's text size, the secondary label colour and centred lines; a
    /// font of your own stays as you give it (scale it with `UIFontMetrics`).
    /// VoiceOver reads it while it shows. With ``indicatorView`` your view
    /// draws it (its context carries it); for `.system`, UIKit's control
    /// shows it.
    ///
    /// Setting a title of another height while a refresh holds the content
    /// at the top moves the content by the difference, along the preset's
    /// curve. To keep the rows still when the work ends, give the title from
    /// the start ("Pull to refresh", then "Updated 9:41"): a new text of the
    /// same height moves nothing.
    @NSCopying public var attributedTitle: NSAttributedString? {
        didSet { titleChanged() }
    }

    /// A view of the app's own that draws the whole indicator in place of
    /// the preset's style (see ``PullToRefreshIndicatorView``); `nil`, the
    /// default, draws the preset's style. Set it, replace it or take it away
    /// at any time: it is added to this control and removed from it.
    ///
    /// ```swift
    /// refresh.indicatorView = CaptionedSpinnerView()
    /// ```
    ///
    /// With `.system`, UIKit's control draws and this view is not shown; the
    /// unified log says so, once per scroll view.
    public var indicatorView: (any PullToRefreshIndicatorView)? {
        didSet { indicatorViewChanged(from: oldValue) }
    }

    private let adapter: ScrollViewAdapter
    private let observed: ObservedScrollView
    private let canvas = IndicatorCanvasView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    /// What the title label was last measured for.
    private var measuredTitle: TitleMeasure?
    /// The width and text size the app's indicator view was last measured
    /// at, and the context it was last given.
    private var measuredIndicator: IndicatorMeasure?
    private var shownContext: PullToRefreshIndicatorContext?
    private var platformControl: UIRefreshControl?
    private var replacedRefreshControl: UIRefreshControl?
    private var frameTask: Task<Void, Never>?
    private var isRemoved = false

    /// The interval of the layer's frame loop (a sleeping task, not the
    /// display's clock), which runs while the adapter needs frames.
    private static let frameInterval = 1.0 / 60

    init(
        scrollView: UIScrollView, preset: RefreshPreset, settings: PullToRefreshSettings, state: PullToRefreshState?,
        work: RefreshWork
    ) {
        let clock = SystemRefreshClock()
        let makeSinks: () -> [any FeedbackSink] = { [weak scrollView] in
            let sinks = settings.makeSinks(settings.strings)
            // UIKit's generators play from the scroll view (iOS 17.5 and later).
            for case let sink as FeedbackGeneratorSink in sinks { sink.view = scrollView }
            return sinks
        }
        let session = RefreshSession(
            preset: preset, catalog: settings.catalog, makeSinks: makeSinks, work: .work(work), state: state, canScroll: true,
            clock: clock)
        let observed = ObservedScrollView(scrollView)
        self.observed = observed
        refreshState = session.state
        self.scrollView = scrollView
        refreshAccessibilityAction = UIAccessibilityCustomAction(
            name: settings.strings.text(for: RefreshStrings.refreshActionKey)
        ) { [session] _ in
            // Switched off, an app's copy of the action (on a header, say) does nothing either.
            session.state.performRefreshAction()
        }
        adapter = ScrollViewAdapter(session: session, scrollView: observed, clock: clock, notices: RefreshNotices.log)
        super.init(frame: .zero)
        // Drawn only; touches go to the scroll view. VoiceOver hears the
        // announcements, and reads the title (or the app's view) while it shows.
        isUserInteractionEnabled = false
        clipsToBounds = true
        // A container for VoiceOver, never an element itself.
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        canvas.accessibilityElementsHidden = true
        titleLabel.numberOfLines = 0
        titleLabel.isHidden = true
        addSubview(canvas)
        addSubview(titleLabel)
        attach(to: scrollView, usesPlatformControl: session.usesPlatformControl)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    private func attach(to scrollView: UIScrollView, usesPlatformControl: Bool) {
        // Behind the rows, as UIRefreshControl sits, but above a table's or a
        // collection's background view.
        let background = (scrollView as? UITableView)?.backgroundView ?? (scrollView as? UICollectionView)?.backgroundView
        if let background, background.superview === scrollView {
            scrollView.insertSubview(self, aboveSubview: background)
        } else {
            scrollView.insertSubview(self, at: 0)
        }
        offerRefreshAction(refreshState.offersRefreshAction)
        // Mac Catalyst's Mac idiom does not support UIRefreshControl: there
        // `system` has no pull, and a refresh comes from code, the keyboard
        // or the "Refresh" action, as with the SwiftUI layer's `system`.
        if usesPlatformControl, UIDevice.current.userInterfaceIdiom != .mac {
            let control = UIRefreshControl()
            control.addAction(UIAction { [weak self] _ in self?.adapter.platformControlPulled() }, for: .valueChanged)
            replacedRefreshControl = scrollView.refreshControl
            scrollView.refreshControl = control
            platformControl = control
        }
        adapter.refreshDidStart = { [weak self] in self?.sendActions(for: .valueChanged) }
        adapter.platformControlHandler = { [weak self] command in self?.carryOut(command) }
        adapter.didUpdate = { [weak self] in self?.update() }
        observed.onChange = { [weak self] in self?.adapter.scrollViewChanged() }
        observed.duringWrite = { [weak self] in self?.place() }
        observed.startObserving()
        adapter.scrollViewChanged()
        update()
    }

    // MARK: The app's controls

    /// Whether a refresh's work is running.
    public var isRefreshing: Bool { refreshState.isRefreshing }

    /// Whether pulling refreshes, as SwiftUI's `pullToRefreshDisabled(_:)`
    /// switches it: `false` (while editing or searching, say) starts no
    /// refresh from a pull or from VoiceOver, and takes the "Refresh" action
    /// off the scroll view; ``beginRefreshing()`` and `refreshState.refresh()`
    /// from code still refresh, and a running refresh carries on. With
    /// `system`, UIKit's control may still spin for a moment under a pull and
    /// ends at once.
    public override var isEnabled: Bool {
        didSet {
            guard isEnabled != oldValue else { return }
            adapter.session.isPullDisabled = !isEnabled
            offerRefreshAction(!isRemoved && refreshState.offersRefreshAction)
        }
    }

    /// Starts a refresh without a pull, as `UIRefreshControl.beginRefreshing()`
    /// does, and returns whether one started (none does while one runs or
    /// finishes). At rest at the top, the content moves down by the hold and
    /// reveals the indicator; scrolled into the content, nothing moves, and
    /// the indicator shows when the content comes back to the top.
    @discardableResult
    public func beginRefreshing() -> Bool {
        guard !isRemoved else { return false }
        return refreshState.beginRefreshing()
    }

    /// Ends the running refresh as a success, as `UIRefreshControl.endRefreshing()`
    /// does: the target–action form's end. With the `async` and `done` forms
    /// the refresh ends by itself; calling this ends it early and cancels the
    /// work. Scrolled away, nothing moves; at the top, the hold closes once
    /// the finger is up.
    public func endRefreshing() {
        refreshState.controller?.finishRefreshing(.success)
    }

    /// Detaches pull to refresh from the scroll view: the running refresh is
    /// cancelled, RefreshKit's part of `contentInset` goes (the app's stays),
    /// key-value observing stops, the "Refresh" action and, for `system`,
    /// UIKit's control go (a `refreshControl` the app had set comes back),
    /// and this view leaves the scroll view.
    public func remove() {
        guard !isRemoved else { return }
        isRemoved = true
        frameTask?.cancel()
        frameTask = nil
        observed.stopObserving()
        adapter.detach()
        if let scrollView {
            offerRefreshAction(false)
            if let platformControl, scrollView.refreshControl === platformControl {
                platformControl.endRefreshing()
                scrollView.refreshControl = replacedRefreshControl
            }
        }
        removeFromSuperview()
    }

    // MARK: VoiceOver

    /// Puts the "Refresh" action on the scroll view, or takes it off.
    private func offerRefreshAction(_ offered: Bool) {
        guard let scrollView else { return }
        let others = (scrollView.accessibilityCustomActions ?? []).filter { $0 !== refreshAccessibilityAction }
        scrollView.accessibilityCustomActions = offered ? others + [refreshAccessibilityAction] : others
    }

    /// VoiceOver's three-finger scroll: towards the top with the content at
    /// rest at its top edge, it starts a refresh and returns `true`;
    /// anywhere else it returns `false`. UIKit sends it to the focused
    /// element and its containers, never to this view, so a scroll view
    /// subclass of the app's forwards it, and pages as UIKit's own does when
    /// this declines:
    ///
    /// ```swift
    /// override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
    ///     refresh?.accessibilityScroll(direction) == true || super.accessibilityScroll(direction)
    /// }
    /// ```
    public override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard !isRemoved else { return false }
        return adapter.accessibilityScroll(towardsTop: direction == .up)
    }

    // MARK: Drawing

    /// Places this view over the space the pull and the hold uncover, and
    /// draws the indicator there: the preset's style and the title, or the
    /// app's own view.
    private func update() {
        guard !isRemoved else { return }
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        adapter.reduceMotion = reduceMotion
        observed.reduceMotion = reduceMotion
        // Measuring may change the hold, and with it the drawing: first.
        measureTitleIfNeeded()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var drawing = adapter.indicatorDrawing(rightToLeft: rightToLeft)
        if let indicatorView, platformControl == nil, showAppIndicator(drawing, in: indicatorView) {
            drawing = adapter.indicatorDrawing(rightToLeft: rightToLeft)
        }
        place(drawing.placement)
        canvas.show(indicatorView == nil ? drawing.model : .hidden)
        accessibilityElementsHidden = !drawing.isReadable
        runFramesIfNeeded()
    }

    /// Gives the app's view the frame's context when it changed, and tells
    /// the session its height when that changed; returns whether it did.
    private func showAppIndicator(_ drawing: IndicatorDrawing, in view: any PullToRefreshIndicatorView) -> Bool {
        let context = PullToRefreshIndicatorContext(
            model: drawing.model, styleName: drawing.styleName, phase: drawing.phase, stateName: drawing.stateName,
            progress: drawing.progress,
            title: attributedTitle)
        let measure = IndicatorMeasure(width: drawing.placement.width, textSize: traitCollection.preferredContentSizeCategory)
        guard context != shownContext || measure != measuredIndicator else { return false }
        if context != shownContext {
            shownContext = context
            view.update(context)
        }
        measuredIndicator = measure
        let fitting = CGSize(width: CGFloat(measure.width), height: .greatestFiniteMagnitude)
        let height = Double(view.sizeThatFits(fitting).height)
        guard height != adapter.appIndicatorHeight else { return false }
        adapter.appIndicatorChanged(height: height)
        return true
    }

    /// Sets the title label's text and tells the session its height, when
    /// the title, the scroll view's width or the user's text size changed.
    private func measureTitleIfNeeded() {
        guard platformControl == nil else { return }
        let title = attributedTitle.flatMap { $0.length > 0 ? $0 : nil }
        let width = Double(scrollView?.bounds.width ?? 0)
        let measure = TitleMeasure(title: title, width: width, textSize: traitCollection.preferredContentSizeCategory)
        guard measure != measuredTitle else { return }
        measuredTitle = measure
        guard let title, width > 0 else {
            titleLabel.attributedText = nil
            adapter.titleHeightChanged(to: 0)
            return
        }
        // The font is made for the text size now, rather than left to the
        // label's own adjustment, whose effect on an attributed string's
        // fonts is not documented; a new text size measures it again.
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        titleLabel.attributedText = title.fillingAttributes([
            .font: UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection),
            .foregroundColor: UIColor.secondaryLabel,
            .paragraphStyle: paragraph,
        ])
        let size = titleLabel.sizeThatFits(CGSize(width: CGFloat(width), height: .greatestFiniteMagnitude))
        adapter.titleHeightChanged(to: Double(size.height))
    }

    private func titleChanged() {
        platformControl?.attributedTitle = attributedTitle
        update()
    }

    private func indicatorViewChanged(from old: (any PullToRefreshIndicatorView)?) {
        guard old !== indicatorView else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        shownContext = nil
        measuredIndicator = nil
        if let indicatorView {
            indicatorView.isUserInteractionEnabled = false
            addSubview(indicatorView)
        } else {
            adapter.appIndicatorChanged(height: nil)
        }
        // UIKit's control shows the title itself; the app's view it does not.
        adapter.session.appDrawingChanged(to: RefreshSession.AppDrawing(indicator: indicatorView != nil, title: false))
        update()
    }

    /// Places this view for the scroll view as it reads now: inside a
    /// write's animation, so that the view moves with the content.
    private func place() {
        guard !isRemoved else { return }
        place(adapter.indicatorPlacement(for: observed.read()))
    }

    private func place(_ placement: IndicatorPlacement) {
        // Clipped to its frame: 0 tall shows nothing, and a hold that closes
        // shrinks the view with the content rather than hiding it at once.
        frame = CGRect(x: placement.x, y: placement.y, width: placement.width, height: max(placement.height, 0))
        let canvasHeight = max(Double(scrollView?.bounds.height ?? 0), placement.height)
        if canvas.frame.width != frame.width || canvas.frame.height != canvasHeight {
            canvas.frame = CGRect(x: 0, y: 0, width: frame.width, height: canvasHeight)
        }
        // The title rides on the content's top; the app's view hangs from the top.
        titleLabel.isHidden = placement.titleHeight <= 0
        titleLabel.frame = CGRect(x: 0, y: placement.titleTop, width: placement.width, height: placement.titleHeight)
        if let indicatorView {
            indicatorView.frame = CGRect(x: 0, y: 0, width: placement.width, height: adapter.appIndicatorHeight ?? 0)
        }
    }

    /// Reads the scroll view and redraws every frame while the adapter needs
    /// it: a finger down or a hold applied (their changes can come with no
    /// key-value report), or an indicator that moves with time.
    private func runFramesIfNeeded() {
        guard frameTask == nil, !isRemoved, adapter.needsFrames else { return }
        frameTask = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(Self.frameInterval))
                guard let self, !self.isRemoved, self.adapter.needsFrames else { break }
                self.adapter.scrollViewChanged()
                self.update()
            }
            self?.frameTask = nil
        }
    }

    // MARK: UIKit's control

    private func carryOut(_ command: PlatformControlCommand) {
        guard let platformControl, let scrollView else { return }
        switch command {
        case .begin(let revealingFrom):
            platformControl.beginRefreshing()
            if let topEdge = revealingFrom {
                // The control sits its own height above the content's top edge.
                let offset = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(topEdge) - platformControl.frame.height)
                scrollView.setContentOffset(offset, animated: true)
            }
        case .end:
            platformControl.endRefreshing()
        }
    }
}

/// What the title label was measured for: a new title, width or text size
/// measures it again.
private struct TitleMeasure: Equatable {
    var title: NSAttributedString?
    var width: Double
    var textSize: UIContentSizeCategory
}

/// What the app's indicator view was measured at: a new width or text size
/// measures it again (its text may follow Dynamic Type).
private struct IndicatorMeasure: Equatable {
    var width: Double
    var textSize: UIContentSizeCategory
}

/// What the layer tells the developer: a preset that did not load (the
/// scroll view runs `system` instead), a scroll view that cannot pull, and an
/// indicator view UIKit's control does not draw, in the unified log
/// (subsystem `RefreshKit`). None stops the program.
@MainActor
enum RefreshNotices {
    static func log(_ event: SessionEvent) {
        #if canImport(os)
        switch event {
        case .presetFallback(let reason):
            Logger(subsystem: "RefreshKit", category: "presets").fault("\(reason, privacy: .public)")
        case .refused(let reason):
            Logger(subsystem: "RefreshKit", category: "scroll").fault("\(reason, privacy: .public)")
        case .notDrawn(let reason, let needsChange):
            let logger = Logger(subsystem: "RefreshKit", category: "appearance")
            if needsChange {
                logger.fault("\(reason, privacy: .public)")
            } else {
                logger.info("\(reason, privacy: .public)")
            }
        case .hold:
            break
        }
        #endif
    }
}
#endif

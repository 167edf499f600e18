// General view modifiers. See View.swift for the conventions of this module.
// Every modifier returns `self` (an opaque `some View`) or a documented concrete type.

/// An accessibility modifier (the modifier type of `ModifiedContent` returned by accessibility modifiers).
/// NOT FOUND IN DOCS as its own page; named in the return types of accessibility modifiers (FOUND there).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct AccessibilityAttachmentModifier: ViewModifier {
    nonisolated init() {}
    public func body(content: Content) -> some View { content }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    // MARK: Layout

    /// Positions this view within an invisible frame with the specified size.
    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }

    /// Positions this view within an invisible frame having the specified size constraints.
    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { self }

    /// Fixes this view at its ideal size in the specified dimensions.
    /// https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }

    /// Adds different padding amounts to each edge of this view.
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:) (MIRROR: `nonisolated func padding(_ insets: EdgeInsets) -> some View`)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }

    /// Adds an equal padding amount to specific edges of this view.
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }

    /// Adds a specific padding amount to each edge of this view.
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:) (NOT FOUND IN DOCS: the `CGFloat` overload of the padding(_:) group)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func padding(_ length: CGFloat) -> some View { self }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    /// https://developer.apple.com/documentation/swiftui/view/offset(_:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func offset(_ offset: CGSize) -> some View { self }

    /// Offset this view by the specified horizontal and vertical distances.
    /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

    /// Positions the center of this view at the specified point in its parent's coordinate space.
    /// https://developer.apple.com/documentation/swiftui/view/position(_:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func position(_ position: CGPoint) -> some View { self }

    /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
    /// https://developer.apple.com/documentation/swiftui/view/position(x:y:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

    /// Controls the display order of overlapping views.
    /// https://developer.apple.com/documentation/swiftui/view/zindex(_:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func zIndex(_ value: Double) -> some View { self }

    /// Binds a view's identity to the given proxy value.
    /// https://developer.apple.com/documentation/swiftui/view/id(_:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }

    /// Expands the safe area of a view.
    /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:) (MIRROR, iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Shows the specified content beside the modified view.
    /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:) (MIRROR, HorizontalEdge overload)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func safeAreaInset<V>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View where V: View { self }

    /// Shows the specified content above or below the modified view.
    /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)
    /// (NOT FOUND IN DOCS: the VerticalEdge overload of the same group, written like the HorizontalEdge one)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func safeAreaInset<V>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View where V: View { self }

    // MARK: Appearance

    /// Sets the transparency of this view.
    /// https://developer.apple.com/documentation/swiftui/view/opacity(_:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func opacity(_ opacity: Double) -> some View { self }

    /// Rotates a view's rendered output in two dimensions around the specified point.
    /// https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

    /// Scales this view's rendered output by the given horizontal and vertical amounts, relative to an anchor point.
    /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { self }

    /// Scales this view's rendered output by the given amount in both the horizontal and vertical directions, relative to an anchor point.
    /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7 (FOUND; no visionOS entry on the page)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }

    /// Scales this view's rendered output by the given vertical and horizontal size amounts, relative to an anchor point.
    /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-7q7as (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }

    /// Adds a shadow to this view.
    /// https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View { self }

    /// Clips this view to its bounding rectangular frame.
    /// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func clipped(antialiased: Bool = false) -> some View { self }

    /// Sets a clipping shape for this view.
    /// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { self }

    /// Sets the default font for text in this view.
    /// https://developer.apple.com/documentation/swiftui/view/font(_:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func font(_ font: Font?) -> some View { self }

    /// Sets a view's foreground elements to use a given style.
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:) (MIRROR, iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }

    /// Sets the color of the foreground elements displayed by this view.
    /// https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:) (MIRROR: deprecated "13.0–18.4" on the
    /// April 2025 pages, the SDK's own version at the time, i.e. a soft deprecation `deprecated: 100000.0`)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> some View { self }

    /// Sets the tint color within this view.
    /// https://developer.apple.com/documentation/swiftui/view/tint(_:) (MIRROR: `nonisolated func tint(_ tint: Color?) -> some View`, iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func tint(_ tint: Color?) -> some View { self }

    /// Layers the views that you specify behind this view.
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:) (MIRROR, iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { self }

    /// Sets the view's background to a style.
    /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:) (MIRROR, iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { self }

    /// Layers the views that you specify in front of this view.
    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) (MIRROR, iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { self }

    /// Hides this view unconditionally.
    /// https://developer.apple.com/documentation/swiftui/view/hidden() (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func hidden() -> some View { self }

    // MARK: Interaction

    /// Adds a condition that controls whether users can interact with this view.
    /// https://developer.apple.com/documentation/swiftui/view/disabled(_:) (MIRROR)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }

    /// Configures whether this view participates in hit test operations.
    /// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:) (NOT FOUND IN DOCS)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    // MARK: Lifecycle

    /// Adds an action to perform before this view appears.
    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Adds an action to perform after this view disappears.
    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:) (FOUND)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Adds an asynchronous task to perform before this view appears.
    /// https://developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:) (FOUND). This is
    /// also what `.task { }` and `.task(priority:) { }` resolve to: the 2026 corpus has no page for the older
    /// `task(priority:_:)` (the April 2025 pages showed `nonisolated func task(priority: TaskPriority = .userInitiated,
    /// _ action: @escaping () async -> Void)`), and declaring both would make `.task { }` ambiguous here.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { self }

    /// Adds a task to perform before this view appears or when a specified value changes.
    /// NOT FOUND IN DOCS: `task(id:name:priority:file:line:_:)` has no page in the corpus; written like
    /// task(name:priority:file:line:_:) and https://developer.apple.com/documentation/swiftui/view/task(id:name:executorpreference:priority:file:line:_:)
    /// (FOUND, iOS 26.4). `task(id:priority:_:)` calls resolve to it.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func task<T>(
        id value: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View where T: Equatable { self }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (FOUND)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View
    where V: Equatable { self }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (FOUND)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    where V: Equatable { self }

    /// Adds an action to perform when the given value changes.
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:) (FOUND: deprecated, iOS 14.0 - 17.0,
    /// macOS 11.0 - 14.0, tvOS 14.0 - 17.0, watchOS 7.0 - 10.0, visionOS 1.0 - 1.0). Deprecated at or below the
    /// package's floor on every platform, so it is also marked deprecated for Linux (`*`).
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some View where V: Equatable { self }

    // MARK: Feedback

    /// Plays the specified `feedback` when the provided `trigger` value changes.
    /// https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:) (MIRROR; no visionOS)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @available(visionOS, unavailable)
    nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T: Equatable { self }
}

/// Represents a type of haptic and/or audio feedback that can be played.
/// https://developer.apple.com/documentation/swiftui/sensoryfeedback (MIRROR: `struct SensoryFeedback`, iOS 17, no visionOS)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(visionOS, unavailable)
public struct SensoryFeedback: Equatable, Sendable {
    let id: Int
    /// (MIRROR: `static let success: SensoryFeedback` and the others below)
    public static let success = SensoryFeedback(id: 0)
    public static let warning = SensoryFeedback(id: 1)
    public static let error = SensoryFeedback(id: 2)
    public static let selection = SensoryFeedback(id: 3)
    public static let increase = SensoryFeedback(id: 4)
    public static let decrease = SensoryFeedback(id: 5)
    public static let start = SensoryFeedback(id: 6)
    public static let stop = SensoryFeedback(id: 7)
    public static let alignment = SensoryFeedback(id: 8)
    public static let levelChange = SensoryFeedback(id: 9)
    /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact (MIRROR: `static let impact: SensoryFeedback`)
    public static let impact = SensoryFeedback(id: 10)
    /// Returns a feedback that indicates an impact occurred, with a weight and intensity.
    /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact(weight:intensity:) (MIRROR)
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { .impact }
    /// Returns a feedback that indicates an impact occurred, with a flexibility and intensity.
    /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact(flexibility:intensity:) (MIRROR)
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback { .impact }

    /// The weight to be represented by a type of feedback.
    /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight (MIRROR)
    public struct Weight: Equatable, Sendable {
        let value: Int
        public static let light = Weight(value: 0)
        public static let medium = Weight(value: 1)
        public static let heavy = Weight(value: 2)
    }

    /// The flexibility to be represented by a type of feedback.
    /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/flexibility (MIRROR)
    public struct Flexibility: Equatable, Sendable {
        let value: Int
        public static let rigid = Flexibility(value: 0)
        public static let solid = Flexibility(value: 1)
        public static let soft = Flexibility(value: 2)
    }
}

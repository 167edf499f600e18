// SwiftUI names that RefreshKit could collide with and that the layer does not
// use (apple-names.tsv lists them all): declared bare, in their kind, so that
// the compiler sees a clash in code too. See View.swift for the conventions.

/// https://developer.apple.com/documentation/swiftui/scrolltarget
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ScrollTarget {}

/// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ScrollTargetBehaviorContext {}

/// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorproperties
@available(iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *)
public struct ScrollTargetBehaviorProperties {}

/// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorpropertiescontext
@available(iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *)
public struct ScrollTargetBehaviorPropertiesContext {}

/// https://developer.apple.com/documentation/swiftui/scrollanchorrole
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollAnchorRole {}

/// https://developer.apple.com/documentation/swiftui/scrollcontentoffsetadjustmentbehavior
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollContentOffsetAdjustmentBehavior {}

/// https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ScrollDismissesKeyboardMode {}

/// https://developer.apple.com/documentation/swiftui/scrolltransitionphase
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum ScrollTransitionPhase {}

/// https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ScrollTransitionConfiguration {}

/// https://developer.apple.com/documentation/swiftui/pagingscrolltargetbehavior
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PagingScrollTargetBehavior {}

/// https://developer.apple.com/documentation/swiftui/viewalignedscrolltargetbehavior
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ViewAlignedScrollTargetBehavior {}

/// https://developer.apple.com/documentation/swiftui/animationcontext
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct AnimationContext {}

/// https://developer.apple.com/documentation/swiftui/animationstate
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct AnimationState {}

/// https://developer.apple.com/documentation/swiftui/animationstatekey
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol AnimationStateKey {}

/// https://developer.apple.com/documentation/swiftui/animatablepair
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AnimatablePair {}

/// https://developer.apple.com/documentation/swiftui/customanimation
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol CustomAnimation {}

/// https://developer.apple.com/documentation/swiftui/layout
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol Layout {}

/// https://developer.apple.com/documentation/swiftui/layoutdirectionbehavior
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum LayoutDirectionBehavior {}

/// https://developer.apple.com/documentation/swiftui/layoutproperties
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LayoutProperties {}

/// https://developer.apple.com/documentation/swiftui/layoutsubview
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LayoutSubview {}

/// https://developer.apple.com/documentation/swiftui/layoutsubviews
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LayoutSubviews {}

/// https://developer.apple.com/documentation/swiftui/layoutvaluekey
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol LayoutValueKey {}

/// https://developer.apple.com/documentation/swiftui/transactionkey
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol TransactionKey {}

/// https://developer.apple.com/documentation/swiftui/phaseanimator
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PhaseAnimator {}

/// https://developer.apple.com/documentation/swiftui/keyframeanimator
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct KeyframeAnimator {}

/// https://developer.apple.com/documentation/swiftui/progressviewstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public protocol ProgressViewStyle {}

/// https://developer.apple.com/documentation/swiftui/gradient
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Gradient {}

/// https://developer.apple.com/documentation/swiftui/namespace
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct Namespace {}

/// https://developer.apple.com/documentation/swiftui/link
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct Link {}

/// https://developer.apple.com/documentation/swiftui/toggle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Toggle {}

/// https://developer.apple.com/documentation/swiftui/picker
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Picker {}

/// https://developer.apple.com/documentation/swiftui/menu
@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
public struct Menu {}

/// https://developer.apple.com/documentation/swiftui/grid
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct Grid {}

/// https://developer.apple.com/documentation/swiftui/canvas
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct Canvas {}

/// https://developer.apple.com/documentation/swiftui/material
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, visionOS 1.0, *)
public struct Material {}

/// https://developer.apple.com/documentation/swiftui/anchor
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Anchor {}

/// https://developer.apple.com/documentation/swiftui/gesture
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol Gesture {}

/// https://developer.apple.com/documentation/swiftui/scrollinputbehavior
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollInputBehavior {}

/// https://developer.apple.com/documentation/swiftui/scrollinputkind
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollInputKind {}

/// https://developer.apple.com/documentation/swiftui/scrolledgeeffectstyle
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct ScrollEdgeEffectStyle {}

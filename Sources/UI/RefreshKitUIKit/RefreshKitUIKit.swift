#if canImport(UIKit) && (os(iOS) || REFRESHKIT_UI_TYPECHECK)
// A UIKit app imports RefreshKitUIKit alone: the presets, the DSL, the sink
// protocol and the scroll view's state come with it.
@_exported import RefreshHosting
@_exported import RefreshKit
#endif

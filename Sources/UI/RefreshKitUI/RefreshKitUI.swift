#if canImport(SwiftUI)
// An app imports RefreshKitUI alone: the presets, the DSL, the controller, the
// sink protocol and the scroll view's state come with it.
@_exported import RefreshHosting
@_exported import RefreshKit
#endif

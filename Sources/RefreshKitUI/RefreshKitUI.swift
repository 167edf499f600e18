#if canImport(SwiftUI)
// An app imports RefreshKitUI alone: the presets, the DSL, the controller and
// the sink protocol come with it.
@_exported import RefreshKit
#endif

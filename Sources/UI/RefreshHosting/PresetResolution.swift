import RefreshKit

/// A preset turned into a pipeline, or `system` in its place with the reason.
///
/// A preset that fails to load never leaves a scroll view without pull to
/// refresh: it runs `system` (SwiftUI's `.refreshable`) instead. The layers
/// log ``fallbackReason`` as a fault and carry on, in every build, so that
/// previews and UI tests keep running.
package struct PresetResolution: Sendable {
    /// The pipeline to run.
    package let pipeline: RefreshPipeline
    /// Why the preset did not load and `system` runs instead; `nil` when it loaded.
    package let fallbackReason: String?

    /// Resolves `preset` through `catalog`.
    package init(_ preset: RefreshPreset, catalog: PresetCatalog) {
        let result: Result<ResolvedPreset, PresetLoadFailure>
        switch preset.source {
        case .pipeline(let pipeline):
            self.pipeline = pipeline
            fallbackReason = nil
            return
        case .named(let name): result = catalog.load(named: name)
        case .preset(let value): result = catalog.load(value)
        }
        switch result {
        case .success(let resolved):
            pipeline = resolved.makePipeline()
            fallbackReason = nil
        case .failure(let failure):
            pipeline = Self.fallback(catalog: catalog)
            fallbackReason = Self.reason(preset, failure)
        }
    }

    /// `system` from the catalog, else the built-in one, else the system
    /// module's defaults: something that always loads.
    package static func fallback(catalog: PresetCatalog) -> RefreshPipeline {
        if let pipeline = try? catalog.pipeline(named: RefreshPreset.system.name) { return pipeline }
        if let pipeline = try? PresetCatalog.standard.pipeline(named: RefreshPreset.system.name) { return pipeline }
        let indicator = SystemSpinnerIndicator()
        return RefreshPipeline(
            name: RefreshPreset.system.name, strategy: SystemStrategy(), indicator: indicator, layout: indicator.layout)
    }

    private static func reason(_ preset: RefreshPreset, _ failure: PresetLoadFailure) -> String {
        var lines = ["RefreshKit: preset '\(preset.name)' did not load; this scroll view uses 'system' instead."]
        lines += failure.errors.map(\.description)
        if case .named = preset.source {
            lines.append(
                "Name a built-in with a static member (.bouncingBall, .progressRing, ...), or check the name with 'refreshkit list'.")
        } else {
            lines.append("Check the preset with 'refreshkit validate'.")
        }
        return lines.joined(separator: "\n")
    }
}

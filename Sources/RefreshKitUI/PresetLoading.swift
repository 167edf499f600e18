#if canImport(SwiftUI)
import RefreshKit
#if canImport(os)
import os
#endif

/// Turns a ``RefreshPreset`` into a pipeline. A preset that fails to load
/// never stops the app: the scroll view falls back to `system` (SwiftUI's
/// own `.refreshable`) and every diagnostic goes to the unified log
/// (subsystem `RefreshKit`, category `presets`), where Console and Xcode show
/// it. There is no assertion, even in debug builds: presets may come from
/// outside the app, and a typo in a downloaded file must not stop a
/// developer's session either. `refreshkit validate` finds the same problems
/// before shipping.
enum PresetLoading {
    static func pipeline(for preset: RefreshPreset, catalog: PresetCatalog) -> RefreshPipeline {
        let result: Result<ResolvedPreset, PresetLoadFailure>
        switch preset.source {
        case .pipeline(let pipeline): return pipeline
        case .named(let name): result = catalog.load(named: name)
        case .preset(let preset): result = catalog.load(preset)
        }
        switch result {
        case .success(let resolved):
            return resolved.makePipeline()
        case .failure(let failure):
            report(failure, for: preset)
            return fallback(catalog: catalog)
        }
    }

    /// `system` from the catalog, else the built-in one, else SwiftUI's
    /// control with the system module's defaults.
    static func fallback(catalog: PresetCatalog) -> RefreshPipeline {
        if let pipeline = try? catalog.pipeline(named: "system") { return pipeline }
        if let pipeline = try? PresetCatalog.standard.pipeline(named: "system") { return pipeline }
        let indicator = SystemSpinnerIndicator()
        return RefreshPipeline(name: "system", strategy: SystemStrategy(), indicator: indicator, layout: indicator.layout)
    }

    static func report(_ failure: PresetLoadFailure, for preset: RefreshPreset) {
        #if canImport(os)
        let logger = Logger(subsystem: "RefreshKit", category: "presets")
        let name = String(describing: preset.identity)
        logger.error("RefreshKit: preset \(name, privacy: .public) failed to load; using 'system' instead.")
        for diagnostic in failure.diagnostics {
            logger.error("\(diagnostic.description, privacy: .public)")
        }
        #endif
    }
}
#endif

import Foundation
import RefreshKit

extension PresetCatalog {
    /// The standard catalog with the elastic module registered and this
    /// package's Presets/ folder searched.
    public static func withElastic(presetsFolder: String) -> PresetCatalog {
        var catalog = PresetCatalog.standard
        catalog.registry.register(ElasticStrategy.self)
        catalog.registry.register(ElasticIndicator.self)
        catalog.searchFolders.append(presetsFolder)
        return catalog
    }
}

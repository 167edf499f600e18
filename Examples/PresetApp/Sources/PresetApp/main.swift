import Foundation
import RefreshHosting
import RefreshKit

// The app's catalog finds its own presets in its bundle, beside the built-ins.
var catalog = PresetCatalog.standard
if let folder = Bundle.module.url(forResource: "Presets", withExtension: nil) {
    catalog.searchFolders.append(folder.path)
}

// RefreshKitPlugin generated `.feedRing` and `.teamArrow` from Presets/: a
// misspelt name (`.feedRng`) does not compile.
for preset in [RefreshPreset.feedRing, .teamArrow] {
    switch catalog.load(named: preset.name) {
    case .success(let resolved):
        print("\(preset.name): refresh at \(resolved.triggerDistance) pt")
    case .failure(let failure):
        print("\(preset.name): \(failure)")
        exit(1)
    }
}

import Foundation
import RefreshHosting
import RefreshKit

// The app's catalog finds its own presets in its bundle, beside the built-ins
// (Package.swift copies the Presets folder; processed files, copied flat, are found too).
let catalog = PresetCatalog.standard.addingPresets(in: .module)

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

import Foundation
import RefreshKit

// A target with the RefreshKit product alone, which has no RefreshPreset (it
// comes with RefreshKitUI and RefreshKitUIKit): RefreshKitPlugin validates its
// presets in the build and names none, and the code finds them by name.
let catalog = PresetCatalog.standard.addingPresets(in: .module)
switch catalog.load(named: "quiet-tool") {
case .success(let resolved):
    print("quiet-tool: refresh at \(resolved.triggerDistance) pt")
case .failure(let failure):
    print("quiet-tool: \(failure)")
    exit(1)
}

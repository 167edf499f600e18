import Elastic
import Foundation
import RefreshKitCommand

// `refreshkit`, knowing the elastic module and this package's presets.
let catalog = PresetCatalog.withElastic(presetsFolder: "Presets")
exit(RefreshCommandLine(catalog: catalog).run(CommandLine.arguments.dropFirst()))

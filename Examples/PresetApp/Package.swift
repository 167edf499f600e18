// swift-tools-version: 6.0
import PackageDescription

// An app target that applies RefreshKitPlugin: its presets are validated on
// every build and named on RefreshPreset (.feedRing), and
// `swift package refreshkit-validate` checks them on demand. RefreshPreset's
// module, RefreshHosting, is part of the RefreshKitUI product; a tool target
// depends on the RefreshKit product alone, which has no RefreshPreset: its
// presets are validated in its build all the same.
let package = Package(
    name: "PresetApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(name: "RefreshKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "PresetApp",
            dependencies: [
                .product(name: "RefreshKit", package: "RefreshKit"), .product(name: "RefreshKitUI", package: "RefreshKit"),
            ],
            resources: [.copy("Presets")],
            plugins: [.plugin(name: "RefreshKitPlugin", package: "RefreshKit")]),
        .executableTarget(
            name: "PresetTool",
            dependencies: [.product(name: "RefreshKit", package: "RefreshKit")],
            resources: [.copy("Presets")],
            plugins: [.plugin(name: "RefreshKitPlugin", package: "RefreshKit")]),
    ],
    swiftLanguageModes: [.v6]
)

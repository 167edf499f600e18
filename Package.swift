// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RefreshKit",
    // Observation's floor: the controller is @Observable.
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "RefreshKit", targets: ["RefreshKit"]),
        .library(name: "RefreshCore", targets: ["RefreshCore"]),
        .library(name: "RefreshTesting", targets: ["RefreshTesting"]),
        .executable(name: "refreshkit", targets: ["refreshkit"]),
    ],
    targets: [
        .target(name: "RefreshCore"),
        .target(name: "RefreshTesting", dependencies: ["RefreshCore"]),
        .target(name: "RefreshPresets", dependencies: ["RefreshCore"]),
        .target(name: "RefreshKit", dependencies: ["RefreshCore", "RefreshPresets"]),
        .executableTarget(name: "refreshkit", dependencies: ["RefreshKit"]),
        .testTarget(name: "RefreshCoreTests", dependencies: ["RefreshCore", "RefreshTesting"]),
        .testTarget(name: "RefreshPresetsTests", dependencies: ["RefreshPresets", "RefreshTesting"]),
    ],
    swiftLanguageModes: [.v6]
)

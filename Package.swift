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
        .target(name: "RefreshKit", dependencies: ["RefreshCore"]),
        .executableTarget(name: "refreshkit", dependencies: ["RefreshKit"]),
        .testTarget(name: "RefreshCoreTests", dependencies: ["RefreshCore", "RefreshTesting"]),
        // spinning-arrow (document 000), progress-ring (document 001) and system (SwiftUI's .refreshable).
        .target(name: "RefreshSpinningArrow", dependencies: ["RefreshCore"]),
        .target(name: "RefreshProgressRing", dependencies: ["RefreshCore"]),
        .target(name: "RefreshSystem", dependencies: ["RefreshCore"]),
        .testTarget(name: "RefreshSpinningArrowTests", dependencies: ["RefreshSpinningArrow", "RefreshTesting"]),
        .testTarget(name: "RefreshProgressRingTests", dependencies: ["RefreshProgressRing", "RefreshTesting"]),
        .testTarget(name: "RefreshSystemTests", dependencies: ["RefreshSystem", "RefreshTesting"]),
    ],
    swiftLanguageModes: [.v6]
)

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
        // Strategy modules for documents 002, 003 and 004 (RefreshCore only).
        .target(name: "RefreshReleaseToRefresh", dependencies: ["RefreshCore"]),
        .target(name: "RefreshFrozenHeader", dependencies: ["RefreshCore"]),
        .target(name: "RefreshBouncingBall", dependencies: ["RefreshCore"]),
        .testTarget(name: "RefreshCoreTests", dependencies: ["RefreshCore", "RefreshTesting"]),
        // Tests for documents 002, 003 and 004.
        .testTarget(name: "RefreshReleaseToRefreshTests", dependencies: ["RefreshReleaseToRefresh", "RefreshTesting"]),
        .testTarget(name: "RefreshFrozenHeaderTests", dependencies: ["RefreshFrozenHeader", "RefreshTesting"]),
        .testTarget(name: "RefreshBouncingBallTests", dependencies: ["RefreshBouncingBall", "RefreshTesting"]),
    ],
    swiftLanguageModes: [.v6]
)

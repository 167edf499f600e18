// swift-tools-version: 6.0
import PackageDescription

// A strategy module written outside RefreshKit, with public API only.
let package = Package(
    name: "CustomStrategy",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Elastic", targets: ["Elastic"]),
        .executable(name: "elastic-refreshkit", targets: ["elastic-refreshkit"]),
    ],
    dependencies: [.package(name: "RefreshKit", path: "../..")],
    targets: [
        .target(name: "Elastic", dependencies: [.product(name: "RefreshKit", package: "RefreshKit")]),
        .executableTarget(
            name: "elastic-refreshkit",
            dependencies: ["Elastic", .product(name: "RefreshKitCommand", package: "RefreshKit")]),
        .testTarget(
            name: "ElasticTests",
            dependencies: ["Elastic", .product(name: "RefreshTesting", package: "RefreshKit")]),
    ],
    swiftLanguageModes: [.v6]
)

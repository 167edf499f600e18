// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// One module per documented approach; each depends on RefreshCore only.
let strategyModules = [
    "RefreshSpinningArrow",  // document 000
    "RefreshProgressRing",  // document 001
    "RefreshSystem",  // SwiftUI's .refreshable
]

/// The built-in preset files: presets/ is the only copy, and ships as the
/// resources of a small target whose one source file finds them.
let presetFiles = ((try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/presets")) ?? [])
    .filter { $0.hasSuffix(".json") || $0.hasSuffix(".plist") }
    .sorted()

let package = Package(
    name: "RefreshKit",
    // Observation's floor: the controller is @Observable.
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "RefreshKit", targets: ["RefreshKit"]),
        .library(name: "RefreshCore", targets: ["RefreshCore"]),
        .library(name: "RefreshTesting", targets: ["RefreshTesting"]),
        .library(name: "RefreshKitCommand", targets: ["RefreshKitCommand"]),
        .executable(name: "refreshkit", targets: ["refreshkit"]),
    ],
    targets: [
        .target(name: "RefreshCore"),
        .target(name: "RefreshTesting", dependencies: ["RefreshCore"]),
        .target(name: "RefreshPresets", dependencies: ["RefreshCore"]),
        .target(name: "RefreshKit", dependencies: ["RefreshCore", "RefreshPresets"] + strategyModules.map { .target(name: $0) }),
        .target(name: "RefreshKitCommand", dependencies: ["RefreshKit"]),
        .executableTarget(name: "refreshkit", dependencies: ["RefreshKitCommand"]),
        .testTarget(name: "RefreshCoreTests", dependencies: ["RefreshCore", "RefreshTesting"]),
        .testTarget(name: "RefreshPresetsTests", dependencies: ["RefreshPresets", "RefreshTesting"]),
    ]
        + strategyModules.flatMap { module -> [Target] in
            [
                .target(name: module, dependencies: ["RefreshCore"]),
                .testTarget(name: module + "Tests", dependencies: [.target(name: module), "RefreshTesting"]),
            ]
        },
    swiftLanguageModes: [.v6]
)

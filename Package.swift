// swift-tools-version: 6.0
import PackageDescription

/// One module per documented approach; each depends on RefreshCore only.
let strategyModules = [
    "RefreshSpinningArrow",  // document 000
    "RefreshProgressRing",  // document 001
    "RefreshReleaseToRefresh",  // document 002 (RefreshableScrollView)
    "RefreshFrozenHeader",  // document 003
    "RefreshBouncingBall",  // document 004
    "RefreshSystem",  // SwiftUI's .refreshable (document 002's other half)
]

/// The built-in presets, one file each in presets/ (the only copy), shipped
/// as the resources of a small target whose one source file finds them. A
/// test fails when this list and the folder disagree.
let builtInPresets = [
    "bouncing-ball",
    "frozen-header",
    "progress-ring",
    "release-to-refresh",
    "spinning-arrow",
    "system",
]

let package = Package(
    name: "RefreshKit",
    // RefreshHosting ships English strings; apps add their own languages.
    defaultLocalization: "en",
    // Observation's floor: the controller is @Observable.
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "RefreshKit", targets: ["RefreshKit"]),
        .library(name: "RefreshKitUI", targets: ["RefreshKitUI"]),
        .library(name: "RefreshCore", targets: ["RefreshCore"]),
        .library(name: "RefreshTesting", targets: ["RefreshTesting"]),
        .library(name: "RefreshKitCommand", targets: ["RefreshKitCommand"]),
        .executable(name: "refreshkit", targets: ["refreshkit"]),
    ],
    targets: [
        .target(name: "RefreshCore"),
        .target(name: "RefreshTesting", dependencies: ["RefreshCore"]),
        // Preset documents: JSON and property-list readers and writers, places, limits.
        .target(name: "RefreshDocuments", dependencies: ["RefreshCore"]),
        // Presets: decoding, `extends`, the module registry, the schema, the DSL.
        .target(name: "RefreshPresets", dependencies: ["RefreshCore", "RefreshDocuments"]),
        .target(
            name: "RefreshBuiltInPresets", path: "presets", exclude: ["schema.json"], sources: ["BuiltInPresetFiles.swift"],
            resources: builtInPresets.map { .copy("\($0).json") }),
        .target(
            name: "RefreshKit",
            dependencies: ["RefreshCore", "RefreshDocuments", "RefreshPresets", "RefreshBuiltInPresets"] + strategyModules.map { .target(name: $0) }),
        // What a scroll view needs to host a refresh, in plain Swift that Linux
        // builds and tests: presets by name, the session, geometry, strings.
        .target(name: "RefreshHosting", dependencies: ["RefreshKit"], resources: [.process("Resources")]),
        // Empty where SwiftUI is missing (Linux): every file is `#if canImport(SwiftUI)`.
        .target(name: "RefreshKitUI", dependencies: ["RefreshKit", "RefreshHosting"]),
        .target(name: "RefreshKitCommand", dependencies: ["RefreshKit"]),
        .executableTarget(name: "refreshkit", dependencies: ["RefreshKitCommand"]),
        // The preset reader's fuzz target: libFuzzer under scripts/fuzz.sh
        // (`-DREFRESHKIT_FUZZ`), a replayer of saved inputs otherwise.
        .executableTarget(name: "refreshkit-fuzz", dependencies: ["RefreshKit"], path: "Sources/RefreshFuzz"),
        // `swift run -c release refreshkit-benchmark`: docs/performance.md.
        .executableTarget(
            name: "refreshkit-benchmark", dependencies: ["RefreshKit", "RefreshMallocCounter"], path: "Sources/RefreshBenchmark"),
        // Replaces malloc to count allocations (glibc only); linked into the benchmark alone.
        .target(name: "RefreshMallocCounter"),
        // Paths and built-product runs that several test targets share.
        .target(name: "RefreshTestSupport", path: "Tests/RefreshTestSupport"),
        .testTarget(name: "RefreshCoreTests", dependencies: ["RefreshCore", "RefreshTesting"]),
        .testTarget(name: "RefreshPresetsTests", dependencies: ["RefreshTestSupport", "RefreshPresets", "RefreshTesting"]),
        .testTarget(name: "RefreshKitTests", dependencies: ["RefreshTestSupport", "RefreshKit", "RefreshTesting"]),
        // Runs the built `refreshkit` and compares whole outputs with snapshots.
        .testTarget(name: "RefreshKitCommandTests", dependencies: ["RefreshTestSupport", "RefreshKitCommand", "refreshkit"]),
        // Every sample in README.md and docs/ is compiled here or run from here.
        .testTarget(name: "DocsTests", dependencies: ["RefreshTestSupport", "RefreshKit", "RefreshTesting", "refreshkit"]),
        .testTarget(name: "RefreshKitUITests", dependencies: ["RefreshTestSupport", "RefreshKitUI"]),
        .testTarget(name: "RefreshHostingTests", dependencies: ["RefreshHosting", "RefreshTesting"]),
        // Random gestures and injected faults through the controller, against every
        // built-in preset, and the fuzz target's checks on its seeds.
        .testTarget(name: "RefreshPropertyTests", dependencies: ["RefreshTestSupport", "RefreshKit", "RefreshTesting", "refreshkit-fuzz"]),
    ]
        + strategyModules.flatMap { module -> [Target] in
            [
                .target(name: module, dependencies: ["RefreshCore"]),
                .testTarget(name: module + "Tests", dependencies: [.target(name: module), "RefreshTesting"]),
            ]
        },
    swiftLanguageModes: [.v6]
)

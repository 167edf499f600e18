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

/// Every target's folder is `Sources/<layer>/<target name>`, so the tree
/// shows the layers (docs/architecture.md has the map and the imports each
/// layer may use; a test holds the sources to it).
func folder(_ layer: String, _ name: String) -> String { "Sources/\(layer)/\(name)" }

let package = Package(
    name: "RefreshKit",
    // RefreshHosting ships English strings; apps add their own languages.
    defaultLocalization: "en",
    // Observation's floor: the controller is @Observable. Mac Catalyst is
    // named, as SwiftPM would otherwise build for Catalyst 13.
    platforms: [.iOS(.v17), .macCatalyst(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "RefreshKit", targets: ["RefreshKit"]),
        // RefreshHosting (RefreshPreset, the session, the strings) is part of
        // both UI products, not only re-exported by them: their modules are
        // empty where SwiftUI or UIKit is missing, and the file RefreshKitPlugin
        // generates imports RefreshPreset from it on every platform.
        .library(name: "RefreshKitUI", targets: ["RefreshKitUI", "RefreshHosting"]),
        .library(name: "RefreshKitUIKit", targets: ["RefreshKitUIKit", "RefreshHosting"]),
        .library(name: "RefreshCore", targets: ["RefreshCore"]),
        .library(name: "RefreshTesting", targets: ["RefreshTesting"]),
        .library(name: "RefreshKitCommand", targets: ["RefreshKitCommand"]),
        .executable(name: "refreshkit", targets: ["refreshkit"]),
        // In an app's build: its presets validated and named (docs/validating-in-ci.md).
        .plugin(name: "RefreshKitPlugin", targets: ["RefreshKitPlugin"]),
        .plugin(name: "RefreshKitValidate", targets: ["RefreshKitValidate"]),
    ],
    targets: [
        // Core: the protocols, the pipeline, the controller.
        .target(name: "RefreshCore", path: folder("Core", "RefreshCore")),
        // Presets: documents (JSON and property lists), presets, the assembled kit.
        .target(name: "RefreshDocuments", dependencies: ["RefreshCore"], path: folder("Presets", "RefreshDocuments")),
        .target(name: "RefreshPresets", dependencies: ["RefreshCore", "RefreshDocuments"], path: folder("Presets", "RefreshPresets")),
        // The built-in preset files are user-facing data (validated, shown and
        // named in `$schema` as presets/), so their folder keeps that name.
        .target(
            name: "RefreshBuiltInPresets", path: "presets", exclude: ["schema.json"], sources: ["BuiltInPresetFiles.swift"],
            resources: builtInPresets.map { .copy("\($0).json") }),
        .target(
            name: "RefreshKit",
            dependencies: ["RefreshCore", "RefreshDocuments", "RefreshPresets", "RefreshBuiltInPresets"]
                + strategyModules.map { .target(name: $0) },
            path: folder("Presets", "RefreshKit")),
        // UI: what a scroll view needs to host a refresh, in plain Swift that Linux
        // builds and tests (presets by name, the session, geometry, strings), and
        // the SwiftUI layer, empty where SwiftUI is missing (every file is
        // `#if canImport(SwiftUI)`).
        .target(
            name: "RefreshHosting", dependencies: ["RefreshKit"], path: folder("UI", "RefreshHosting"),
            resources: [.process("Resources")]),
        .target(name: "RefreshKitUI", dependencies: ["RefreshKit", "RefreshHosting"], path: folder("UI", "RefreshKitUI")),
        // The UIKit layer: pull to refresh on any UIScrollView, empty where
        // UIKit's scroll views are missing (every file is `#if canImport(UIKit)`).
        .target(name: "RefreshKitUIKit", dependencies: ["RefreshKit", "RefreshHosting"], path: folder("UI", "RefreshKitUIKit")),
        // Command: the `refreshkit` tool, as a library apps can extend and its executable.
        // It simulates through RefreshHosting, so that `simulate` and `preview`
        // show what the SwiftUI layer decides.
        .target(
            name: "RefreshKitCommand", dependencies: ["RefreshKit", "RefreshHosting"], path: folder("Command", "RefreshKitCommand")),
        .executableTarget(
            name: "refreshkit", dependencies: ["RefreshKitCommand"], path: folder("Command", "refreshkit"),
            plugins: ["RefreshKitVersionStamp"]),
        // `refreshkit --version` names the commit it was built from (docs/command-line.md).
        .executableTarget(name: "refreshkit-version-stamp", path: folder("Command", "refreshkit-version-stamp")),
        .plugin(
            name: "RefreshKitVersionStamp", capability: .buildTool(), dependencies: ["refreshkit-version-stamp"],
            path: "Plugins/RefreshKitVersionStamp"),
        // An app target applies RefreshKitPlugin: its preset files are validated on every build and
        // each gets a static member on RefreshPreset; `swift package refreshkit-validate` checks a package.
        .executableTarget(
            name: "refreshkit-plugin-tool", dependencies: ["RefreshKitCommand"], path: folder("Command", "refreshkit-plugin-tool")),
        .plugin(
            name: "RefreshKitPlugin", capability: .buildTool(), dependencies: ["refreshkit-plugin-tool"], path: "Plugins/RefreshKitPlugin"),
        .plugin(
            name: "RefreshKitValidate",
            capability: .command(
                intent: .custom(verb: "refreshkit-validate", description: "Validate the package's preset files with refreshkit.")),
            dependencies: ["refreshkit-plugin-tool"], path: "Plugins/RefreshKitValidate"),
        // Test support: replays and the conformance suite, for strategy authors.
        .target(name: "RefreshTesting", dependencies: ["RefreshCore"], path: folder("TestSupport", "RefreshTesting")),
        // Tools. The preset reader's fuzz target: libFuzzer under scripts/fuzz.sh
        // (`-DREFRESHKIT_FUZZ`), a replayer of saved inputs otherwise.
        .executableTarget(name: "refreshkit-fuzz", dependencies: ["RefreshKit"], path: folder("Tools", "refreshkit-fuzz")),
        // `swift run -c release refreshkit-benchmark`: docs/performance.md.
        .executableTarget(
            name: "refreshkit-benchmark", dependencies: ["RefreshKit", "RefreshMallocCounter"],
            path: folder("Tools", "refreshkit-benchmark")),
        // Replaces malloc to count allocations (glibc only); linked into the benchmark alone.
        .target(name: "RefreshMallocCounter", path: folder("Tools", "RefreshMallocCounter")),
        // Paths and built-product runs that several test targets share.
        .target(name: "RefreshTestSupport", dependencies: ["RefreshDocuments"], path: "Tests/RefreshTestSupport"),
        .testTarget(name: "RefreshCoreTests", dependencies: ["RefreshCore", "RefreshTesting", "RefreshTestSupport"]),
        .testTarget(name: "RefreshPresetsTests", dependencies: ["RefreshTestSupport", "RefreshPresets", "RefreshTesting"]),
        // BundledPresets: presets SwiftPM copies flat into the test bundle (`.process`), as an app's may be.
        .testTarget(
            name: "RefreshKitTests", dependencies: ["RefreshTestSupport", "RefreshKit", "RefreshTesting"],
            resources: [.process("BundledPresets")]),
        // Runs the built `refreshkit` and compares whole outputs with snapshots.
        .testTarget(
            name: "RefreshKitCommandTests",
            dependencies: ["RefreshTestSupport", "RefreshKitCommand", "refreshkit", "refreshkit-version-stamp"]),
        // Every sample in README.md and docs/ is compiled here or run from here.
        .testTarget(name: "DocsTests", dependencies: ["RefreshTestSupport", "RefreshKit", "RefreshTesting", "refreshkit"]),
        .testTarget(name: "RefreshKitUITests", dependencies: ["RefreshTestSupport", "RefreshKitUI"]),
        .testTarget(name: "RefreshHostingTests", dependencies: ["RefreshHosting", "RefreshTesting"]),
        // The hold engine's scenarios as the hosted tests drive a real scroll view
        // (docs/hosted-tests.md), and here against the model of one.
        .target(name: "RefreshHostedScenarios", dependencies: ["RefreshHosting"], path: "Tests/RefreshHostedScenarios"),
        .testTarget(
            name: "RefreshHostedModelTests", dependencies: ["RefreshHostedScenarios", "RefreshHosting", "RefreshTestSupport"]),
        // The same scenarios on a real scroll view: SwiftUI and UIKit screens in a
        // window on an iPhone simulator. Every file is `#if canImport(UIKit)`, so
        // it is empty here; the UI type-check compiles it.
        .testTarget(name: "RefreshKitHostedTests", dependencies: ["RefreshHostedScenarios", "RefreshKitUI", "RefreshKitUIKit"]),
        // Random gestures and injected faults through the controller, against every
        // built-in preset, and the fuzz target's checks on its seeds.
        .testTarget(name: "RefreshPropertyTests", dependencies: ["RefreshTestSupport", "RefreshKit", "RefreshTesting", "refreshkit-fuzz"]),
    ]
        + strategyModules.flatMap { module -> [Target] in
            [
                .target(name: module, dependencies: ["RefreshCore"], path: folder("Strategies", module)),
                .testTarget(name: module + "Tests", dependencies: [.target(name: module), "RefreshTesting", "RefreshTestSupport"]),
            ]
        },
    swiftLanguageModes: [.v6]
)

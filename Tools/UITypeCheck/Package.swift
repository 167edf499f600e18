// swift-tools-version: 6.0
// The UI type-check (docs/ui-type-check.md): RefreshKitUI and the docs' app
// samples compiled on Linux against stub modules written from Apple's
// documented declarations. Not a dependency of the library; `run` drives it.
import PackageDescription

let package = Package(
    name: "UITypeCheck",
    products: [
        // The five stubs, so that `run` builds them with one SwiftPM invocation.
        .library(name: "Stubs", type: .static, targets: ["SwiftUI", "UIKit", "XCTest", "Accessibility", "os"])
    ],
    targets: [
        // SwiftUI's UIHostingController is a UIKit view controller.
        .target(name: "SwiftUI", dependencies: ["UIKit"], path: "Stubs/SwiftUI"),
        .target(name: "UIKit", path: "Stubs/UIKit"),
        // Apple's XCTest, for the hosted tests; it shadows Linux's own in the type-check's build.
        .target(name: "XCTest", path: "Stubs/XCTest"),
        .target(name: "Accessibility", path: "Stubs/Accessibility"),
        .target(name: "os", path: "Stubs/os"),
        // App code as an app writes it: `import SwiftUI` and `import RefreshKitUI`.
        // RefreshKitUI is not a dependency here (its package would clash with this
        // one's stubs); `run` passes the main package's type-check build with -I.
        .target(name: "AppSamples", dependencies: ["SwiftUI", "UIKit"], path: "AppSamples"),
        // Compares RefreshKit's public top-level names with apple-names.tsv.
        .executableTarget(name: "apple-name-check", path: "NameCheck"),
    ],
    swiftLanguageModes: [.v6]
)

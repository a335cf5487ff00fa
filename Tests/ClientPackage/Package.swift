// swift-tools-version: 6.0
// A downstream app of FlowCore, built only against its public API: it proves that an
// app outside the FlowAtlas package can subclass the coordinators and override the hooks.
// Run with `swift test` in this folder (its .build stays here and is gitignored).
import PackageDescription

let package = Package(
    name: "ClientPackage",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "ShopApp", targets: ["ShopApp"]),
        .library(name: "LegacyAtlas", targets: ["LegacyAtlas"]),
    ],
    dependencies: [
        // The FlowAtlas package (this folder is inside it). `name:` pins the package's identity to
        // "FlowAtlas"; without it the identity is the checkout directory's name (e.g. "main").
        .package(name: "FlowAtlas", path: "../..")
    ],
    targets: [
        .target(name: "ShopApp", dependencies: [.product(name: "FlowCore", package: "FlowAtlas")]),
        .testTarget(name: "ShopAppTests", dependencies: ["ShopApp", .product(name: "FlowCore", package: "FlowAtlas")]),
        // An adapter written against the old names (`ScenarioApp` through `import FlowScenarios`):
        // it keeps building, with deprecation warnings, for one release after the split.
        .target(name: "LegacyAtlas", dependencies: [.product(name: "FlowScenarios", package: "FlowAtlas")]),
        .testTarget(name: "LegacyAtlasTests", dependencies: ["LegacyAtlas", .product(name: "FlowScenarios", package: "FlowAtlas")]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
// Social: an example app shaped like a Mastodon client, built on FlowCore's public API only:
// tabs the user picks and orders (one coordinator class, told apart by display name and
// restoration key), one shared destination enum, a separate sheet enum, an app-level sheet,
// links of several steps, and an account switch that rebuilds every tab. Its own atlas
// executable, scenarios, references and generated docs.
// Build and test in this folder: `swift build && swift test` (its .build stays here and is gitignored).
import PackageDescription

let package = Package(
    name: "SocialApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "SocialApp", targets: ["SocialApp"]),
        .executable(name: "social-atlas", targets: ["social-atlas"]),
    ],
    dependencies: [
        .package(name: "FlowAtlas", path: "../..")
    ],
    targets: [
        .target(name: "SocialApp", dependencies: [.product(name: "FlowCore", package: "FlowAtlas")]),
        .target(name: "SocialAtlasApp", dependencies: ["SocialApp", .product(name: "FlowAdapter", package: "FlowAtlas")]),
        .executableTarget(name: "social-atlas", dependencies: ["SocialAtlasApp", .product(name: "FlowAtlasKit", package: "FlowAtlas")]),
        .testTarget(
            name: "SocialAppTests",
            dependencies: [
                "SocialApp", "SocialAtlasApp",
                .product(name: "FlowCore", package: "FlowAtlas"),
                .product(name: "FlowScenarioTesting", package: "FlowAtlas"),
                .product(name: "FlowExplore", package: "FlowAtlas"),
                .product(name: "FlowText", package: "FlowAtlas"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
// Vault: an example app shaped like a production password manager, built on FlowCore's public
// API only: an app root that swaps an auth flow (with stack resets), one unlock flow per account
// (its root carries the account: `vaultUnlock(userId:)`) and the unlocked tabs; item screens in a
// sheet with its own stack over the vault; an account switcher; deep links held while the vault
// is locked and performed after unlock; `otpauth://` and app links opened by the app's own link
// handler on the root. Two apps (locked and unlocked at launch) share one scenario folder.
// Build and test in this folder: `swift build && swift test` (its .build stays here and is gitignored).
import PackageDescription

let package = Package(
    name: "VaultApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "VaultApp", targets: ["VaultApp"]),
        .executable(name: "vault-atlas", targets: ["vault-atlas"]),
    ],
    dependencies: [
        .package(name: "FlowAtlas", path: "../..")
    ],
    targets: [
        .target(name: "VaultApp", dependencies: [.product(name: "FlowCore", package: "FlowAtlas")]),
        // The app as FlowAtlas's tools see it: two AtlasApps, one locked and one unlocked at launch.
        .target(name: "VaultAtlasApp", dependencies: ["VaultApp", .product(name: "FlowAdapter", package: "FlowAtlas")]),
        // The app's own atlas: every FlowAtlas command on both apps.
        .executableTarget(name: "vault-atlas", dependencies: ["VaultAtlasApp", .product(name: "FlowAtlasKit", package: "FlowAtlas")]),
        .testTarget(
            name: "VaultAppTests",
            dependencies: [
                "VaultApp", "VaultAtlasApp",
                .product(name: "FlowCore", package: "FlowAtlas"),
                .product(name: "FlowAdapter", package: "FlowAtlas"),
                .product(name: "FlowScenarioTesting", package: "FlowAtlas"),
                .product(name: "FlowExplore", package: "FlowAtlas"),
                .product(name: "FlowText", package: "FlowAtlas"),
                .product(name: "FlowPlayground", package: "FlowAtlas"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

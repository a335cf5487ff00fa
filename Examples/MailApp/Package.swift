// swift-tools-version: 6.0
// Mail: an example app built on FlowCore's public API only (login flow, three tabs, a compose
// sheet with its own stack, a pushed account screen, deep links), with its own atlas executable,
// scenarios and snapshot references, and generated docs.
// Build and test in this folder: `swift build && swift test` (its .build stays here and is gitignored).
import PackageDescription

let package = Package(
    name: "MailApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "MailApp", targets: ["MailApp"]),
        .executable(name: "mail-atlas", targets: ["mail-atlas"]),
        .executable(name: "mail-inspected", targets: ["mail-inspected"]),
    ],
    // snippet:dependency begin
    dependencies: [
        // The FlowAtlas package (two levels up). `name:` pins its identity to "FlowAtlas";
        // without it the identity would be the checkout directory's name.
        .package(name: "FlowAtlas", path: "../..")
    ],
    // snippet:dependency end
    targets: [
        .target(name: "MailApp", dependencies: [.product(name: "FlowCore", package: "FlowAtlas")]),
        // snippet:targets begin
        // The app as FlowAtlas's tools see it (an AtlasApp).
        .target(name: "MailAtlasApp", dependencies: ["MailApp", .product(name: "FlowAdapter", package: "FlowAtlas")]),
        // The app's own atlas: every FlowAtlas command on the mail app.
        .executableTarget(name: "mail-atlas", dependencies: ["MailAtlasApp", .product(name: "FlowAtlasKit", package: "FlowAtlas")]),
        .testTarget(
            name: "MailAppTests",
            dependencies: [
                "MailApp", "MailAtlasApp",
                .product(name: "FlowCore", package: "FlowAtlas"),
                .product(name: "FlowScenarioTesting", package: "FlowAtlas"),
                .product(name: "FlowBindings", package: "FlowAtlas"),
                .product(name: "FlowExplore", package: "FlowAtlas"),
                .product(name: "FlowText", package: "FlowAtlas"),
            ]
        ),
        // snippet:targets end
        // The app run headless as a process of its own, sending its navigation to `mail-atlas serve --inspect`
        // (FlowInspector) while it walks a scripted path through FlowCore and FlowBindings.
        .executableTarget(
            name: "mail-inspected",
            dependencies: [
                "MailApp", .product(name: "FlowCore", package: "FlowAtlas"), .product(name: "FlowBindings", package: "FlowAtlas"),
                .product(name: "FlowInspector", package: "FlowAtlas"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

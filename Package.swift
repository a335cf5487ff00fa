// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FlowAtlas",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FlowCore", targets: ["FlowCore"]),
        .library(name: "FlowDemo", targets: ["FlowDemo"]),
        .executable(name: "flowatlas", targets: ["FlowAtlasCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // The headless navigation engine: no snapshots, no rendering, no UI frameworks.
        .target(
            name: "FlowCore",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        // The bundled demo app: a headless port of the reference design's example.
        .target(name: "FlowDemo", dependencies: ["FlowCore"]),
        // The `flowatlas` command-line tool.
        .executableTarget(
            name: "FlowAtlasCLI",
            dependencies: [
                "FlowCore", "FlowDemo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "FlowCoreTests", dependencies: ["FlowCore"]),
        .testTarget(name: "FlowDemoTests", dependencies: ["FlowCore", "FlowDemo"]),
    ],
    swiftLanguageModes: [.v6]
)

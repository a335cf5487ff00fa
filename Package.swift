// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FlowAtlas",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FlowCore", targets: ["FlowCore"]),
        .library(name: "FlowDemo", targets: ["FlowDemo"]),
        .library(name: "FlowSnapshot", targets: ["FlowSnapshot"]),
        .library(name: "FlowSnapshotTesting", targets: ["FlowSnapshotTesting"]),
        .executable(name: "flowatlas", targets: ["FlowAtlasCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The headless navigation engine: no snapshots, no rendering, no UI frameworks.
        .target(
            name: "FlowCore",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        // The bundled demo app: a headless port of the reference design's example.
        .target(name: "FlowDemo", dependencies: ["FlowCore"]),
        // Text snapshots of captured trees, scenario files, the runner and the snapshot store.
        .target(
            name: "FlowSnapshot",
            dependencies: ["FlowCore", .product(name: "Yams", package: "Yams")]
        ),
        // swift-snapshot-testing strategies (`assertSnapshot(of: coordinator, as: .flowTree)`).
        .target(
            name: "FlowSnapshotTesting",
            dependencies: ["FlowSnapshot", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // The commands of the `flowatlas` tool, as a library so tests reach all of it.
        .target(
            name: "FlowAtlasKit",
            dependencies: [
                "FlowCore", "FlowDemo", "FlowSnapshot",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The `flowatlas` executable: only `main`.
        .executableTarget(name: "FlowAtlasCLI", dependencies: ["FlowAtlasKit"]),
        .testTarget(name: "FlowCoreTests", dependencies: ["FlowCore"]),
        .testTarget(name: "FlowDemoTests", dependencies: ["FlowCore", "FlowDemo"]),
        .testTarget(
            name: "FlowSnapshotTests",
            dependencies: ["FlowSnapshot", "FlowDemo", "FlowAtlasKit", "FlowSnapshotTesting",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

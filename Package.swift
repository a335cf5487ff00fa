// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FlowAtlas",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FlowCore", targets: ["FlowCore"]),
        .library(name: "FlowDemo", targets: ["FlowDemo"]),
        .library(name: "FlowSnapshot", targets: ["FlowSnapshot"]),
        .library(name: "FlowSnapshotTesting", targets: ["FlowSnapshotTesting"]),
        .library(name: "FlowGraph", targets: ["FlowGraph"]),
        .library(name: "FlowGraphviz", targets: ["FlowGraphviz"]),
        .executable(name: "flowatlas", targets: ["FlowAtlasCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
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
        // A graph model (nodes, edges, clusters, styles) with DOT and Mermaid emitters; knows no coordinators.
        .target(name: "FlowGraph"),
        // Graphviz's C API (libgvc via pkg-config) behind a one-file shim.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // In-process rendering of a FlowGraph through Graphviz: one lock, one context, errors as Swift errors.
        .target(name: "FlowGraphviz", dependencies: ["FlowGraph", "CGraphviz"]),
        // Builders from FlowCore values to graphs: the hierarchy of a tree, the transitions of events.
        .target(name: "FlowDiagrams", dependencies: ["FlowCore", "FlowGraph"]),
        // The explorer: every reachable state, coverage reports, invariants checked after every action.
        .target(name: "FlowExplore", dependencies: ["FlowCore", "FlowSnapshot", "FlowDiagrams"]),
        // The commands of the `flowatlas` tool, as a library so tests reach all of it.
        .target(
            name: "FlowAtlasKit",
            dependencies: [
                "FlowCore", "FlowDemo", "FlowSnapshot", "FlowGraph", "FlowDiagrams", "FlowGraphviz", "FlowExplore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Speed and memory figures, measured side by side in one run (`make bench`, release).
        .executableTarget(
            name: "FlowAtlasBenchmarks",
            dependencies: ["FlowAtlasKit", "FlowCore", "FlowDemo", "FlowDiagrams", "FlowExplore", "FlowGraph", "FlowGraphviz", "FlowSnapshot"]
        ),
        // The `flowatlas` executable: only `main`.
        .executableTarget(name: "FlowAtlasCLI", dependencies: ["FlowAtlasKit"]),
        // Shared by the CLI tests of several suites: locating and running the built `flowatlas`.
        .target(name: "FlowAtlasTestSupport", path: "Tests/FlowAtlasTestSupport"),
        .testTarget(name: "FlowCoreTests", dependencies: ["FlowCore"]),
        .testTarget(name: "FlowDemoTests", dependencies: ["FlowCore", "FlowDemo"]),
        .testTarget(
            name: "FlowSnapshotTests",
            dependencies: ["FlowSnapshot", "FlowDemo", "FlowAtlasKit", "FlowSnapshotTesting", "FlowAtlasTestSupport",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "FlowDiagramsTests",
            dependencies: ["FlowGraph", "FlowDiagrams", "FlowGraphviz", "FlowCore", "FlowDemo", "FlowSnapshot", "FlowAtlasKit", "FlowAtlasTestSupport",
                           .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Goldens"]
        ),
        .testTarget(
            name: "FlowExploreTests",
            dependencies: ["FlowExplore", "FlowAtlasKit", "FlowCore", "FlowSnapshot", "FlowDemo",
                           .product(name: "PropertyBased", package: "swift-property-based"),
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

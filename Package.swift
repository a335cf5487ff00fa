// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FlowAtlas",
    // iOS 17 and macOS 14: the floor of the Observation module (FlowBindings) and of SwiftUI's
    // @Bindable (FlowSwiftUI). Nothing in a library target may need more: RepositoryTests'
    // availability check compares every import and every newer standard-library name with these.
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        // Everything a user's package may import, in the order of docs/design.md; the demo is not among them.
        // The engine, and a view layer over it.
        .library(name: "FlowCore", targets: ["FlowCore"]),
        .library(name: "FlowBindings", targets: ["FlowBindings"]),
        .library(name: "FlowSwiftUI", targets: ["FlowSwiftUI"]),
        // A debug-build client: the running app's tree and events to `flowatlas serve`, requests back.
        .library(name: "FlowInspector", targets: ["FlowInspector"]),
        // Texts of captured values, and snapshot tests of them (no Yams, no Graphviz).
        .library(name: "FlowText", targets: ["FlowText"]),
        .library(name: "FlowSnapshotTesting", targets: ["FlowSnapshotTesting"]),
        // An app as the tools see it; snapshot files on disk; the scenario language and its runner.
        .library(name: "FlowAdapter", targets: ["FlowAdapter"]),
        .library(name: "FlowSnapshotStore", targets: ["FlowSnapshotStore"]),
        .library(name: "FlowScenarios", targets: ["FlowScenarios"]),
        .library(name: "FlowScenarioTesting", targets: ["FlowScenarioTesting"]),
        // Pictures: a graph model, Graphviz, and the graphs of navigation.
        .library(name: "FlowGraph", targets: ["FlowGraph"]),
        .library(name: "FlowGraphviz", targets: ["FlowGraphviz"]),
        .library(name: "FlowDiagrams", targets: ["FlowDiagrams"]),
        // The tools: the explorer, generated docs, the HTML report, the live playground, the commands.
        .library(name: "FlowExplore", targets: ["FlowExplore"]),
        .library(name: "FlowDocs", targets: ["FlowDocs"]),
        .library(name: "FlowReport", targets: ["FlowReport"]),
        .library(name: "FlowPlayground", targets: ["FlowPlayground"]),
        .library(name: "FlowAtlasKit", targets: ["FlowAtlasKit"]),
        .executable(name: "flowatlas", targets: ["FlowAtlasCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The headless navigation engine: no snapshots, no rendering, no UI frameworks.
        .target(
            name: "FlowCore",
            dependencies: [.product(name: "Logging", package: "swift-log"), .product(name: "Atomics", package: "swift-atomics")]
        ),
        // Observable models of a live tree for a view layer; the user's gestures written back as navigation.
        .target(name: "FlowBindings", dependencies: ["FlowCore"]),
        // SwiftUI views over the bindings, with no decision of their own (#if canImport(SwiftUI): empty on Linux).
        .target(name: "FlowSwiftUI", dependencies: ["FlowCore", "FlowBindings"]),
        // The inspector's wire protocol as data (messages, limits, JSON Lines), for the app's side and
        // the server's alike: FlowCore and Foundation only.
        .target(name: "FlowInspectorProtocol", dependencies: ["FlowCore"]),
        // The app's side of the inspector (debug builds): its tree and events over HTTP, requests
        // applied on the main actor. FlowCore and Foundation only: no Yams, no server, no Graphviz.
        .target(name: "FlowInspector", dependencies: ["FlowCore", "FlowInspectorProtocol"]),
        // The bundled demo app: a headless port of the reference design's example.
        .target(name: "FlowDemo", dependencies: ["FlowCore"]),
        // Text formats of captured values: tree snapshots, trace texts, JSON, unified diffs. No Yams.
        .target(name: "FlowText", dependencies: ["FlowCore"]),
        // swift-snapshot-testing strategies (`assertSnapshot(of: coordinator, as: .flowTree)`, a graph `as: .dot`).
        .target(
            name: "FlowSnapshotTesting",
            dependencies: ["FlowText", "FlowGraph", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // Apps as the tools see them (AtlasApp and its optional protocols), typed user actions and how
        // they are performed, route lookup and discovery. No Yams: the explorer needs nothing more.
        .target(name: "FlowAdapter", dependencies: ["FlowCore", "FlowBindings", "FlowText"]),
        // Reference and pending snapshot files, the safe writer, and the one record/compare/pending decision.
        .target(name: "FlowSnapshotStore", dependencies: ["FlowText"]),
        // libyaml 0.2.5's parser, compiled here with every name prefixed `flowatlas_yaml_` (no clash
        // with Yams' own copy in the same binary; see its README.md): the parser's events, which the
        // scenario composer reads and checks against its budget one at a time. Yams' product composes
        // whole trees only, and no iOS SDK has a system libyaml.
        .target(
            name: "CFlowYAML",
            exclude: ["License", "README.md"],
            cSettings: [.define("FLOWATLAS_YAML_DECLARE_STATIC")]
        ),
        // The scenario language (YAML) and its runner; re-exports the adapter and the store.
        .target(
            name: "FlowScenarios",
            dependencies: [
                "FlowCore", "FlowBindings", "FlowText", "FlowAdapter", "FlowSnapshotStore", "CFlowYAML", .product(name: "Yams", package: "Yams"),
            ],
            // As CFlowYAML is compiled: its header declares plain functions, not DLL imports, on Windows.
            cSettings: [.define("FLOWATLAS_YAML_DECLARE_STATIC")]
        ),
        // Every scenario of a snapshot folder checked inside `swift test` (Swift Testing issues).
        .target(name: "FlowScenarioTesting", dependencies: ["FlowScenarios"]),
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
        // The explorer: every reachable state, coverage reports, invariants checked after every action;
        // shards across machines, their result files read and written through the store. No Yams.
        .target(
            name: "FlowExplore",
            dependencies: [
                "FlowCore", "FlowText", "FlowAdapter", "FlowSnapshotStore", "FlowDiagrams", "FlowGraph", .product(name: "Atomics", package: "swift-atomics"),
            ]
        ),
        // Generated architecture, deep-link and exploration pages for one app.
        .target(name: "FlowDocs", dependencies: ["FlowCore", "FlowText", "FlowScenarios", "FlowGraph", "FlowGraphviz", "FlowDiagrams", "FlowExplore"]),
        // The HTML report: each scenario's steps with the screen, the hierarchy, events, traces and checkpoints.
        .target(name: "FlowReport", dependencies: ["FlowCore", "FlowText", "FlowScenarios", "FlowGraph", "FlowGraphviz", "FlowDiagrams", "FlowExplore"]),
        // `serve`: a live playground over an app (FlyingFox on localhost), recording scenarios; with
        // `--inspect`, running apps' navigation (FlowInspector's protocol), recorded and checked for drift.
        .target(
            name: "FlowPlayground",
            dependencies: [
                "FlowCore", "FlowText", "FlowScenarios", "FlowGraph", "FlowGraphviz", "FlowDiagrams", "FlowReport", "FlowInspectorProtocol",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        // The commands of every atlas: `FlowAtlasCommand.main(apps:)`. Names no app.
        .target(
            name: "FlowAtlasKit",
            dependencies: [
                "FlowCore", "FlowText", "FlowScenarios", "FlowGraph", "FlowDiagrams", "FlowGraphviz", "FlowExplore", "FlowDocs", "FlowReport", "FlowPlayground",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A synthetic app the size of a large production app (20 tabs × 25 screens, 202 coordinators),
        // generated in code, with generated scenarios: for `make bench` and the tests at scale (not a product).
        .target(name: "FlowBigApp", dependencies: ["FlowCore", "FlowScenarios"]),
        // A five-tab social client (a Mastodon client's shape) whose space is a product of its tabs':
        // the explorer's tab reduction, in tests and `make bench` (not a product).
        .target(name: "FlowSocialApp", dependencies: ["FlowCore", "FlowScenarios"]),
        // The demo as scenarios see it (not a product).
        .target(name: "FlowDemoScenarios", dependencies: ["FlowCore", "FlowDemo", "FlowScenarios"]),
        // Speed and memory figures, measured side by side in one run (`make bench`, release).
        .executableTarget(
            name: "FlowAtlasBenchmarks",
            dependencies: [
                "FlowBigApp", "FlowBindings", "FlowCore", "FlowDemo", "FlowDemoScenarios", "FlowDiagrams", "FlowDocs", "FlowExplore", "FlowGraph",
                "FlowGraphviz", "FlowInspector", "FlowPlayground", "FlowReport",
                "FlowScenarios", "FlowSocialApp", "FlowText",
                // FlyingFox alone, beside `serve`, in the request-line section.
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        // The `flowatlas` executable: the kit with the demo, plus `flowatlas demo`.
        .executableTarget(name: "FlowAtlasCLI", dependencies: ["FlowAtlasKit", "FlowCore", "FlowDemo", "FlowDemoScenarios"]),
        // What the test targets share: temporary snapshot folders, the demo's fixtures, SVG parsing,
        // finding the built `flowatlas`, and the one record mode of every snapshot assertion.
        .target(
            name: "FlowAtlasTestSupport",
            dependencies: [
                "FlowCore", "FlowText", "FlowScenarios", "FlowDemo", "FlowDemoScenarios",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/FlowAtlasTestSupport"
        ),
        // One test target per module, named after it.
        .testTarget(name: "FlowCoreTests", dependencies: ["FlowCore"]),
        .testTarget(
            name: "FlowBindingsTests",
            dependencies: [
                "FlowBindings", "FlowCore", "FlowText", "FlowDemo", "FlowScenarios", "FlowExplore", "FlowDemoScenarios", "FlowBigApp", "FlowAtlasTestSupport",
            ]
        ),
        .testTarget(name: "FlowTextTests", dependencies: ["FlowText", "FlowCore", "FlowDemo", "FlowAtlasTestSupport"]),
        .testTarget(
            name: "FlowSnapshotTestingTests",
            dependencies: [
                "FlowSnapshotTesting", "FlowText", "FlowCore", "FlowDemo", "FlowAtlasTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "FlowScenariosTests",
            dependencies: [
                "FlowScenarios", "FlowCore", "FlowText", "FlowDemo", "FlowDemoScenarios", "FlowBigApp", "FlowAtlasTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "FlowAdapterTests", dependencies: ["FlowAdapter", "FlowCore", "FlowAtlasTestSupport"]),
        .testTarget(name: "FlowSnapshotStoreTests", dependencies: ["FlowSnapshotStore", "FlowAtlasTestSupport"]),
        .testTarget(name: "FlowScenarioTestingTests", dependencies: ["FlowScenarioTesting", "FlowScenarios", "FlowDemoScenarios", "FlowAtlasTestSupport"]),
        // The label tests check the emitters' escaping through Graphviz too (it re-reads the DOT they write).
        .testTarget(
            name: "FlowGraphTests",
            dependencies: ["FlowGraph", "FlowGraphviz", "FlowAtlasTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        // Its sample graphs are the demo's diagrams (FlowDiagrams).
        .testTarget(
            name: "FlowGraphvizTests",
            dependencies: ["FlowGraphviz", "FlowGraph", "FlowDiagrams", "FlowAtlasTestSupport", .product(name: "Atomics", package: "swift-atomics")]
        ),
        .testTarget(
            name: "FlowDiagramsTests",
            dependencies: [
                "FlowDiagrams", "FlowCore", "FlowGraph", "FlowGraphviz", "FlowSnapshotTesting", "FlowScenarios", "FlowDemo", "FlowBigApp",
                "FlowAtlasTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "FlowExploreTests",
            dependencies: [
                "FlowExplore", "FlowCore", "FlowText", "FlowScenarios", "FlowSnapshotTesting", "FlowDemo", "FlowDemoScenarios", "FlowSocialApp",
                "FlowAtlasTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "FlowReportTests", dependencies: ["FlowReport", "FlowScenarios", "FlowDemoScenarios", "FlowAtlasTestSupport"]),
        .testTarget(
            name: "FlowPlaygroundTests",
            dependencies: [
                "FlowPlayground", "FlowReport", "FlowCore", "FlowScenarios", "FlowDemoScenarios", "FlowAtlasTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "FlowDocsTests", dependencies: ["FlowDocs", "FlowScenarios", "FlowGraphviz", "FlowBigApp", "FlowAtlasTestSupport"]),
        // The kit's commands run in-process (`FlowAtlasCommand.run(_:in:)`), output captured.
        .testTarget(
            name: "FlowAtlasKitTests",
            dependencies: [
                "FlowAtlasKit", "FlowCore", "FlowText", "FlowScenarios", "FlowGraph", "FlowGraphviz", "FlowDiagrams", "FlowDemo", "FlowDemoScenarios",
                "FlowExplore", "FlowSocialApp", "FlowAtlasTestSupport",
            ]
        ),
        // The shipped `flowatlas` as a subprocess: exit codes end to end, kill -9, full devices, terminals.
        .testTarget(name: "FlowAtlasCLITests", dependencies: ["FlowCore", "FlowScenarios", "FlowText", "FlowDemo", "FlowAtlasTestSupport"]),
        // The protocol, the queue, and sessions against an in-process FlyingFox server.
        .testTarget(
            name: "FlowInspectorTests",
            dependencies: ["FlowInspector", "FlowInspectorProtocol", "FlowCore", "FlowDemo", .product(name: "FlyingFox", package: "FlyingFox")]
        ),
        .testTarget(name: "FlowDemoTests", dependencies: ["FlowCore", "FlowDemo"]),
        // The repository itself: doc snippets match their files, promised tests exist, cited rules resolve.
        .testTarget(name: "RepositoryTests", dependencies: ["FlowAtlasTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

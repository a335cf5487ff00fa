import FlowCore
import FlowText
import SnapshotTesting

extension Snapshotting where Value == NavigationTree, Format == String {
    /// A captured tree as FlowAtlas's text snapshot (tree and screen sections).
    public static var flowTree: Snapshotting {
        SimplySnapshotting.lines.pullback { TreeSnapshot.render($0) }
    }

    /// A captured tree as sorted-key JSON.
    public static var flowTreeJSON: Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { TreeSnapshot.json($0) }
        strategy.pathExtension = "json"
        return strategy
    }
}

extension Snapshotting where Value: AnyCoordinator, Format == String {
    /// A coordinator's whole tree (captured from it) as FlowAtlas's text snapshot:
    /// `assertSnapshot(of: app, as: .flowTree)`.
    public static var flowTree: Snapshotting {
        Snapshotting<NavigationTree, String>.flowTree.pullback { $0.captureTree() }
    }

    /// A coordinator's whole tree as sorted-key JSON: `assertSnapshot(of: app, as: .flowTreeJSON)`.
    public static var flowTreeJSON: Snapshotting {
        Snapshotting<NavigationTree, String>.flowTreeJSON.pullback { $0.captureTree() }
    }
}

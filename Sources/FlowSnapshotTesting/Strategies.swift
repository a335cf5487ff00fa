import FlowCore
import FlowText
import Foundation
import SnapshotTesting

extension Diffing where Value == String {
    /// UTF-8 text compared line by line, a mismatch reported as FlowAtlas's unified diff
    /// (`LineDiff`: a shortest diff in time linear in the size of the texts times the changes,
    /// memory linear in their size; trailing whitespace made visible), the same diff `check`
    /// and `review` print. Attached to a failure as `difference.patch`.
    public static var flowLines: Diffing {
        Diffing.diff(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) }
        ) { reference, actual in
            guard let diff = LineDiff.unified(old: reference, new: actual, oldName: "reference", newName: "actual") else { return nil }
            return (diff, [DiffAttachment.data(Data(diff.utf8), name: "difference.patch")])
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text snapshots (`.txt`) diffed with `Diffing.flowLines`.
    public static var flowLines: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .flowLines)
    }
}

extension Snapshotting where Value == NavigationTree, Format == String {
    /// A captured tree as FlowAtlas's text snapshot (tree and screen sections).
    public static var flowTree: Snapshotting {
        Snapshotting<String, String>.flowLines.pullback { TreeSnapshot.render($0) }
    }

    /// A captured tree as sorted-key JSON.
    public static var flowTreeJSON: Snapshotting {
        var strategy = Snapshotting<String, String>.flowLines.pullback { TreeSnapshot.json($0) }
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

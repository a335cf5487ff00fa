import FlowAdapter
import FlowCore

/// The tab coordinator the tab reduction splits states at, and its tabs' resting states.
///
/// It is the first tab coordinator with two or more tabs (pre-order) in the first state, breadth
/// first, that holds one (the start, or after signing in). In any state it is the first node of
/// its class, route type and number of tabs. A tab is at rest when its subtree is as it was in
/// that first state.
struct TabContainer: Hashable, Sendable {
    var typeName: String
    var routeType: String
    var tabCount: Int
    /// How reports name the container (`TypeName:displayName`) and its tabs (their titles).
    var label: String
    var tabTitles: [String]
    /// Each tab's state at rest.
    var rest: [StateFingerprint]

    /// How far from the start the container is looked for.
    static let searchDepth = 3
    /// Why an app without a container cannot be reduced.
    static let refusal = "no tab coordinator with two or more tabs within \(searchDepth) actions of the start"

    /// The container's node in `tree`, if the tree holds it.
    func index(in tree: NavigationTree) -> Int? {
        tree.nodes.firstIndex { $0.kind == .tabs && $0.children.count == tabCount && $0.typeName == typeName && $0.routeType == routeType }
    }

    /// The container in `tree`: its first tab coordinator with two or more tabs, at rest as in `tree`.
    init?(in tree: NavigationTree) {
        guard let node = tree.nodes.first(where: { $0.kind == .tabs && $0.children.count >= 2 }) else { return nil }
        typeName = node.typeName
        routeType = node.routeType
        tabCount = node.children.count
        label = node.label
        tabTitles = node.children.map { tree.nodes[$0].title }
        rest = []
        rest = TabPartition(tree, container: self).tabs
    }

    /// The container of `app`: looked for breadth first, one depth more at a time, up to
    /// `searchDepth`, with the actions the reduced exploration takes (`inAppOnly`, `urls`).
    static func find(in app: any AtlasApp, inAppOnly: Bool, urls: [String]) -> TabContainer? {
        for depth in 0...searchDepth {
            var explorer = Explorer(app: app, maxStates: 2000, maxDepth: depth, inAppOnly: inAppOnly)
            explorer.urls = urls
            explorer.workers = 1
            for state in explorer.explore().states {
                if let container = TabContainer(in: state.tree) { return container }
            }
        }
        return nil
    }
}

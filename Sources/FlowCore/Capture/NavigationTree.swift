/// The whole coordinator tree as one plain value: what snapshots, diagrams and tests read.
///
/// Nodes are listed in pre-order (owned children in insertion order, then the presented
/// modal, then the presented detour); `nodes[0]` is the coordinator the tree was captured
/// from. Two captures are equal exactly when the navigation state is the same.
public struct NavigationTree: Hashable, Sendable, Codable {
    /// Every coordinator, pre-order; indices are node ids.
    public var nodes: [Node]

    /// Creates a tree from its nodes.
    public init(nodes: [Node]) { self.nodes = nodes }

    /// The node the tree was captured from.
    public var root: Node { nodes[0] }

    /// How a node hangs off its parent.
    public enum Relation: String, Hashable, Sendable, Codable {
        /// The captured coordinator itself.
        case root
        /// An owned child (a tab for tab coordinators, the flow for orchestrators).
        case child
        /// The modal coordinator the parent presents.
        case modal
        /// A modal coordinator registered with the parent and not presented: it and its
        /// subtree are dormant (not on screen); listed so pictures show the whole structure.
        case registeredModal
        /// The detour coordinator the parent presents.
        case detour
    }

    /// One coordinator.
    public struct Node: Hashable, Sendable, Codable {
        /// This node's index in `nodes`.
        public var id: Int
        /// The parent node's index, `nil` for the root.
        public var parent: Int?
        /// How it hangs off its parent.
        public var relation: Relation
        /// The coordinator's type name, for example `DeepBlueCoordinator`.
        public var typeName: String
        /// Its route type's name, for example `DeepBlueRoute`.
        public var routeType: String
        /// `Coordinator`, `TabCoordinator` or `FlowOrchestrator`.
        public var kind: Kind
        /// How the parent shows it.
        public var context: PresentationContext
        /// The root route.
        public var root: RouteValue
        /// Pushed routes, root excluded.
        public var stack: [RouteValue]
        /// The modal entry route it presents.
        public var presented: RouteValue?
        /// The presented modal's detents.
        public var detents: ModalDetentConfiguration?
        /// The route its presented detour shows.
        public var detour: RouteValue?
        /// The selected tab (tab coordinators only).
        public var selectedTab: Int?
        /// `presented ?? stack.last ?? root`.
        public var currentRoute: RouteValue
        /// Owned children's node ids, insertion order.
        public var children: [Int]
        /// Pushed children's node ids, screen order.
        public var pushedChildren: [Int]
        /// The presented modal coordinator's node id.
        public var presentedModal: Int?
        /// The presented detour coordinator's node id.
        public var presentedDetour: Int?
        /// Node ids of the registered modal coordinators, registration order (the presented
        /// one is the `modal` node, the others `registeredModal` nodes).
        public var registeredModals: [Int]
        /// Routes of this node (root, stack, presented) whose view factory builds no screen.
        public var viewCreationFailures: [RouteValue]
    }

    /// The flavour of coordinator.
    public enum Kind: String, Hashable, Sendable, Codable {
        case coordinator, tabs, flowOrchestrator
    }
}

extension NavigationTree {
    /// Whether node `id` is dormant: a registered modal that is not presented, or inside one.
    public func isDormant(_ id: Int) -> Bool {
        var cursor: Int? = id
        while let current = cursor {
            if nodes[current].relation == .registeredModal { return true }
            cursor = nodes[current].parent
        }
        return false
    }

    /// The node ids on screen from the root to the visible coordinator: following each
    /// node's detour, else its modal, else its top pushed child, else its selected tab or flow.
    public var visibleChain: [Int] {
        var chain = [0]
        while true {
            let node = nodes[chain[chain.count - 1]]
            let next: Int?
            if let detour = node.presentedDetour { next = detour }
            else if let modal = node.presentedModal { next = modal }
            else if let top = node.pushedChildren.last { next = top }
            else if node.kind == .tabs, let tab = node.selectedTab, node.children.indices.contains(tab) { next = node.children[tab] }
            else if node.kind == .flowOrchestrator { next = node.children.first }
            else { next = nil }
            guard let next else { return chain }
            chain.append(next)
        }
    }
}

extension Coordinator {
    /// Captures this coordinator and everything below it as a plain value.
    public func captureTree() -> NavigationTree {
        TreeCapture.capture(self).tree
    }

    /// Captures the tree together with each node's live identity (`identities[i]` is node `i`),
    /// for tools that follow coordinators across captures and events.
    public func captureTreeWithIdentities() -> (tree: NavigationTree, identities: [CoordinatorIdentity]) {
        let (tree, locator) = TreeCapture.capture(self)
        var identities = [CoordinatorIdentity?](repeating: nil, count: tree.nodes.count)
        for (object, index) in locator { identities[index] = CoordinatorIdentity(raw: object) }
        return (tree, identities.map { $0! })
    }
}

extension Coordinator {
    /// How often the engine has asked each coordinator of this tree `canHandle` so far, in the
    /// order of `captureTree()`'s nodes (for invariant checks: at most once per navigation).
    public func canHandleCallCounts() -> [Int] {
        var counts: [Int] = []
        TreeCapture.visit(core) { counts.append($0.canHandleCalls) }
        return counts
    }
}

enum TreeCapture {
    /// Visits the coordinators below `core` in the order `capture` lists them.
    static func visit(_ core: NodeCore, _ body: (NodeCore) -> Void) {
        body(core)
        let links = core.state.links
        for index in 0..<core.childCount { visit(core.child(index), body) }
        if let modal = links.modal { visit(modal, body) }
        if let detour = links.detour { visit(detour, body) }
        for index in core.modalCores.indices {
            let modal = core.modalCores[index].takeUnretainedValue()
            if modal !== links.modal { visit(modal, body) }
        }
    }

    /// The tree below `root`, and where each coordinator (and each registered, unpresented modal) sits in it.
    static func capture(_ root: any NavigationNode) -> (tree: NavigationTree, locator: [ObjectIdentifier: Int]) {
        var nodes: [NavigationTree.Node] = []
        var locator: [ObjectIdentifier: Int] = [:]
        capture(root, parent: nil, relation: .root, into: &nodes, locator: &locator)
        return (NavigationTree(nodes: nodes), locator)
    }

    @discardableResult
    private static func capture(_ node: any NavigationNode, parent: Int?, relation: NavigationTree.Relation,
                                into nodes: inout [NavigationTree.Node], locator: inout [ObjectIdentifier: Int]) -> Int {
        let core = node.core
        let state = core.state
        let id = nodes.count
        locator[ObjectIdentifier(node)] = id
        let routes = state.routes
        var failures: [RouteValue] = []
        if core.hasViewFactory {
            let shown = [routes.root] + routes.stack + (routes.presented.map { [$0] } ?? [])
            for route in shown where core.screen(for: route) == nil && !failures.contains(core.routeValue(route)) {
                failures.append(core.routeValue(route))
            }
        }
        let root = core.routeValue(routes.root)
        let stack = routes.stack.map(core.routeValue)
        let presented = routes.presented.map(core.routeValue)
        nodes.append(NavigationTree.Node(
            id: id, parent: parent, relation: relation, typeName: core.typeName, routeType: core.routeTypeName,
            kind: core.delegationStyle == .tabs ? .tabs : core.delegationStyle == .flow ? .flowOrchestrator : .coordinator,
            context: state.links.context, root: root, stack: stack,
            presented: presented, detents: routes.detents,
            detour: routes.detour.map(core.routeValue),
            selectedTab: core.delegationStyle == .tabs ? routes.selectedTab : nil,
            currentRoute: presented ?? stack.last ?? root, children: [], pushedChildren: [],
            presentedModal: nil, presentedDetour: nil,
            registeredModals: [],
            viewCreationFailures: failures
        ))
        var childIDs: [Int] = []
        var pushedIDs: [Int] = []
        for child in node.ownedChildren {
            let childID = capture(child, parent: id, relation: .child, into: &nodes, locator: &locator)
            childIDs.append(childID)
        }
        for pushed in state.links.pushed {
            if let index = core.childCores.firstIndex(where: { $0.takeUnretainedValue() === pushed }) { pushedIDs.append(childIDs[index]) }
        }
        nodes[id].children = childIDs
        nodes[id].pushedChildren = pushedIDs
        if let modal = state.links.modal?.owner { nodes[id].presentedModal = capture(modal, parent: id, relation: .modal, into: &nodes, locator: &locator) }
        if let detour = state.links.detour?.owner { nodes[id].presentedDetour = capture(detour, parent: id, relation: .detour, into: &nodes, locator: &locator) }
        nodes[id].registeredModals = node.registeredModals.map { modal in
            if modal.core === state.links.modal, let presented = nodes[id].presentedModal { return presented }
            return capture(modal, parent: id, relation: .registeredModal, into: &nodes, locator: &locator)
        }
        return id
    }
}

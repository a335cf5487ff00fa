/// A coordinator's capture node as last built from its record, kept in a `CaptureMemory` by
/// slot, so a capture rebuilds only the nodes whose records changed since.
///
/// Contract: `append(for:to:)` appends the node `TreeCapture` would build from the core's record,
/// with the place (id, parent, relation), links to other nodes and display name it had in the
/// last capture, which the capture corrects where they changed and hands back with
/// `remember(_:)`: a node is one shared reference (`NavigationTree.Node` is copy-on-write), so
/// a capture that changes nothing in it copies nothing. The cache is current while the
/// id (with its generation), the record's stamp and the kind are the ones it was built for; the view
/// factory's failures are asked again every time (the factory is the app's code and may
/// answer differently).
struct CapturedNode {
    /// The id the node was built for; `nil` until one is.
    private var id: NodeID?
    private var kind = NavigationTree.Kind.coordinator
    private var stamp: UInt64 = 0
    /// The node (a blank one until `id` is set: kept non-optional, so appending it copies once).
    private var node = Self.blank

    /// Appends `core`'s node to `nodes`, from the cache when its record has not changed (the
    /// cached node is copied once, into place), rebuilt otherwise; the caller sets its place.
    mutating func append(for core: NodeCore, to nodes: inout [NavigationTree.Node]) {
        let stamp = core.engine.graph.stamps[core.id.index]
        if id != core.id || self.stamp != stamp || kind != core.coordinatorKind {
            var built = Self.build(core)
            // The same coordinator likely keeps its place and links: writing them now, into the
            // node no one shares yet, spares the capture's writes (each would copy the node).
            if id == core.id { built.takePlace(of: node) }
            node = built
            id = core.id
            kind = core.coordinatorKind
            self.stamp = stamp
        } else if core.hasViewFactory, !core.viewCreationFailures(of: core.routes, are: node.viewCreationFailures) {
            node.viewCreationFailures = core.viewCreationFailures(of: core.routes)
        }
        nodes.append(node)
    }

    /// Keeps `node`, the one `append(for:to:)` gave with its place and links set, for the next capture.
    mutating func remember(_ node: NavigationTree.Node) {
        self.node = node
    }

    private static let blank = NavigationTree.Node(
        id: 0, parent: nil, relation: .root, typeName: "", routeType: "", kind: .coordinator, context: .root,
        root: RouteValue(type: "", identifier: ""), stack: [], presented: nil, detents: nil, detour: nil, selectedTab: nil,
        currentRoute: RouteValue(type: "", identifier: ""), children: [], pushedChildren: [], presentedModal: nil, presentedDetour: nil,
        registeredModals: [], viewCreationFailures: [], displayName: nil)

    private static func build(_ core: NodeCore) -> NavigationTree.Node {
        let routes = core.routes
        let root = core.routeValue(routes.root)
        let stack = routes.stack.map(core.routeValue)
        let presented = routes.presented.map(core.routeValue)
        return NavigationTree.Node(
            id: 0, parent: nil, relation: .root, typeName: core.typeName, routeType: core.routeTypeName,
            kind: core.coordinatorKind,
            context: core.links.context, root: root, stack: stack,
            presented: presented, detents: routes.detents,
            detour: routes.detour.map(core.routeValue),
            selectedTab: core.coordinatorKind == .tabs ? routes.selectedTab : nil,
            currentRoute: presented ?? stack.last ?? root, children: [], pushedChildren: [],
            presentedModal: nil, presentedDetour: nil,
            registeredModals: [],
            viewCreationFailures: core.viewCreationFailures(of: routes), displayName: nil,
            pending: core.ownership.pending.map(core.routeValue)
        )
    }
}

extension NodeCore {
    // MARK: Live links

    /// The live parent.
    final var parent: NodeCore? { engine.core(engine.graph.links[id.index].parent) }
    /// The live presented modal.
    final var modal: NodeCore? { engine.core(engine.graph.links[id.index].modal) }
    /// The live presented detour.
    final var detour: NodeCore? { engine.core(engine.graph.links[id.index].detour) }
    /// The live pushed children, in screen order.
    final var pushedCores: [NodeCore] { engine.core(links.pushed) }
    /// Whether `node` is pushed onto this coordinator now.
    final func hasPushedNow(_ node: NodeCore) -> Bool { links.pushed.contains(node.id) && node.engine === engine }

    /// Clears the links that hang coordinators off this one (the parent link of what it owns
    /// and presents, the registrar of what it registered), as it ends, and lets the engine let
    /// go of each (`NavigationEngine.hold(_:)`): nothing keeps the links to an ended coordinator.
    final func letGoOfDependents() {
        let engine = self.engine
        let children = ownership.children
        let modals = ownership.modals
        let presented = [links.modal, links.detour].compactMap { $0 }
        for child in children where engine.graph.links[child.index].parent == id { engine.graph[linksOf: child].parent = nil }
        for modal in modals where engine.graph.ownership[modal.index].registrar == id { engine.graph[ownershipOf: modal].registrar = nil }
        for node in presented where engine.graph.links[node.index].parent == id { engine.graph[linksOf: node].parent = nil }
        engine.hold(children + modals + presented)
    }

    // MARK: What a plan sees
    //
    // Each accessor reads one field of the record the plan `overlay` sees (its planned record if
    // it wrote this coordinator, else the live one): one field is read in place, never the whole
    // record. `GraphOverlay.live` reads the live state.

    @inline(__always) final func root(_ overlay: GraphOverlay) -> AnyRoute {
        overlay.holds(id) ? overlay.planned[id.index].routes.root : engine.graph.routes[id.index].root
    }
    @inline(__always) final func stackCount(_ overlay: GraphOverlay) -> Int {
        overlay.holds(id) ? overlay.planned[id.index].routes.stack.count : engine.graph.routes[id.index].stack.count
    }
    /// The stack as planned (for traces).
    final func stack(_ overlay: GraphOverlay) -> [AnyRoute] {
        overlay.holds(id) ? overlay.planned[id.index].routes.stack : engine.graph.routes[id.index].stack
    }
    @inline(__always) final func presented(_ overlay: GraphOverlay) -> AnyRoute? {
        overlay.holds(id) ? overlay.planned[id.index].routes.presented : engine.graph.routes[id.index].presented
    }
    @inline(__always) final func detourRoute(_ overlay: GraphOverlay) -> AnyRoute? {
        overlay.holds(id) ? overlay.planned[id.index].routes.detour : engine.graph.routes[id.index].detour
    }
    @inline(__always) final func selectedTab(_ overlay: GraphOverlay) -> Int {
        overlay.holds(id) ? overlay.planned[id.index].routes.selectedTab : engine.graph.routes[id.index].selectedTab
    }
    @inline(__always) final func currentRoute(_ overlay: GraphOverlay) -> AnyRoute {
        overlay.holds(id) ? overlay.planned[id.index].routes.currentRoute : engine.graph.routes[id.index].currentRoute
    }
    @inline(__always) final func parentID(_ overlay: GraphOverlay) -> NodeID? {
        overlay.holds(id) ? overlay.planned[id.index].links.parent : engine.graph.links[id.index].parent
    }
    @inline(__always) final func modalID(_ overlay: GraphOverlay) -> NodeID? {
        overlay.holds(id) ? overlay.planned[id.index].links.modal : engine.graph.links[id.index].modal
    }
    @inline(__always) final func detourID(_ overlay: GraphOverlay) -> NodeID? {
        overlay.holds(id) ? overlay.planned[id.index].links.detour : engine.graph.links[id.index].detour
    }
    final func pushedIDs(_ overlay: GraphOverlay) -> [NodeID] {
        overlay.holds(id) ? overlay.planned[id.index].links.pushed : engine.graph.links[id.index].pushed
    }
    @inline(__always) final func topPushedID(_ overlay: GraphOverlay) -> NodeID? {
        overlay.holds(id) ? overlay.planned[id.index].links.pushed.last : engine.graph.links[id.index].pushed.last
    }
    @inline(__always) final func hasPushed(_ overlay: GraphOverlay) -> Bool {
        overlay.holds(id) ? !overlay.planned[id.index].links.pushed.isEmpty : !engine.graph.links[id.index].pushed.isEmpty
    }
    @inline(__always) final func isPresentingAnything(_ overlay: GraphOverlay) -> Bool {
        overlay.holds(id) ? overlay.planned[id.index].links.isPresentingAnything : engine.graph.links[id.index].isPresentingAnything
    }
    @inline(__always) final func parent(_ overlay: GraphOverlay) -> NodeCore? { engine.core(parentID(overlay)) }
    @inline(__always) final func modal(_ overlay: GraphOverlay) -> NodeCore? { engine.core(modalID(overlay)) }
    @inline(__always) final func detour(_ overlay: GraphOverlay) -> NodeCore? { engine.core(detourID(overlay)) }
    /// The planned modal and detour, unretained, read together (for walks that must not count
    /// references).
    @inline(__always) final func presentationRefs(_ overlay: GraphOverlay) -> (modal: Unretained<NodeCore>?, detour: Unretained<NodeCore>?) {
        let index = id.index
        let links =
            overlay.holds(id)
            ? (overlay.planned[index].links.modal, overlay.planned[index].links.detour)
            : (engine.graph.links[index].modal, engine.graph.links[index].detour)
        return (engine.coreRef(links.0), engine.coreRef(links.1))
    }
    /// The planned parent, unretained.
    @inline(__always) final func parentRef(_ overlay: GraphOverlay) -> Unretained<NodeCore>? { engine.coreRef(parentID(overlay)) }
    /// The live parent, unretained.
    @inline(__always) final var parentRef: Unretained<NodeCore>? { engine.coreRef(engine.graph.links[id.index].parent) }
    /// The registrar, unretained.
    @inline(__always) final var registrarRef: Unretained<NodeCore>? { engine.coreRef(engine.graph.ownership[id.index].registrar) }
    @inline(__always) final func hasModal(_ overlay: GraphOverlay) -> Bool { modalID(overlay) != nil }
    @inline(__always) final func hasDetour(_ overlay: GraphOverlay) -> Bool { detourID(overlay) != nil }
    final func pushed(_ overlay: GraphOverlay) -> [NodeCore] { engine.core(pushedIDs(overlay)) }
    @inline(__always) final func topPushed(_ overlay: GraphOverlay) -> NodeCore? { engine.core(topPushedID(overlay)) }
    // Routes are compared hash first, each read in place in the record, field by field.

    /// Whether the route on top of the stack (the root when it is empty) is `route`.
    @inline(__always) final func topIs(_ route: AnyRoute, _ overlay: GraphOverlay) -> Bool {
        let index = id.index
        if overlay.holds(id) {
            let count = overlay.planned[index].routes.stack.count
            guard count > 0 else { return overlay.planned[index].routes.root.hashCode == route.hashCode && overlay.planned[index].routes.root == route }
            return overlay.planned[index].routes.stack[count - 1].hashCode == route.hashCode && overlay.planned[index].routes.stack[count - 1] == route
        }
        let count = engine.graph.routes[index].stack.count
        guard count > 0 else { return engine.graph.routes[index].root.hashCode == route.hashCode && engine.graph.routes[index].root == route }
        return engine.graph.routes[index].stack[count - 1].hashCode == route.hashCode && engine.graph.routes[index].stack[count - 1] == route
    }
    @inline(__always) final func rootIs(_ route: AnyRoute, _ overlay: GraphOverlay) -> Bool {
        if overlay.holds(id) { return overlay.planned[id.index].routes.root.hashCode == route.hashCode && overlay.planned[id.index].routes.root == route }
        return engine.graph.routes[id.index].root.hashCode == route.hashCode && engine.graph.routes[id.index].root == route
    }
    @inline(__always) final func presentedIs(_ route: AnyRoute, _ overlay: GraphOverlay) -> Bool {
        // A presented route goes with a presented modal: no modal link, no presented route.
        if overlay.holds(id) {
            guard overlay.planned[id.index].links.modal != nil else { return false }
            return overlay.planned[id.index].routes.presented?.hashCode == route.hashCode && overlay.planned[id.index].routes.presented! == route
        }
        guard engine.graph.links[id.index].modal != nil else { return false }
        return engine.graph.routes[id.index].presented?.hashCode == route.hashCode && engine.graph.routes[id.index].presented! == route
    }
    @inline(__always) final func lastIndexInStack(of route: AnyRoute, _ overlay: GraphOverlay) -> Int? {
        overlay.holds(id)
            ? Self.lastIndex(of: route, in: overlay.planned[id.index].routes.stack) : Self.lastIndex(of: route, in: engine.graph.routes[id.index].stack)
    }
    private static func lastIndex(of route: AnyRoute, in stack: [AnyRoute]) -> Int? {
        var index = stack.count - 1
        while index >= 0 {
            if stack[index].hashCode == route.hashCode && stack[index] == route { return index }
            index -= 1
        }
        return nil
    }
    @inline(__always) final func isPushed(_ node: NodeCore, _ overlay: GraphOverlay) -> Bool {
        overlay.holds(id) ? overlay.planned[id.index].links.pushed.contains(node.id) : engine.graph.links[id.index].pushed.contains(node.id)
    }

    /// The core above this one for observers and ancestry: the parent, or for a registered
    /// modal that is not presented, its registrar.
    final var parentOrRegistrar: NodeCore? { parent ?? registrar }

    /// The chain from this node up to the root, this node first (through registrars for
    /// unpresented registered modals, so what happens inside one still reaches the tree's observers).
    final var ancestry: [NodeCore] {
        var chain: [NodeCore] = [self]
        var cursor = parentOrRegistrar
        while let node = cursor {
            chain.append(node)
            cursor = node.parentOrRegistrar
        }
        return chain
    }

    /// Whether `route` is of this coordinator's route type.
    @inline(__always)
    final func accepts(_ route: AnyRoute) -> Bool {
        route.typeID == routeTypeID || (routeTypeIsClass && acceptsByCast(route))
    }

    /// Whether a screen can be shown for `route` (always, without a view factory).
    final func hasScreen(for route: AnyRoute) -> Bool { !hasViewFactory || screen(for: route) != nil }

}

extension NavigationResolver {
    // MARK: Made modals (`addModalCoordinator(for:make:)`)

    /// The modal `node`'s factories make for its own `.modal` route, and the route it shows:
    /// the first factory, in registration order, whose mapping maps the route. `nil` when none does.
    mutating func madeModal(of node: NodeCore, for route: AnyRoute) throws(NavigationError) -> (core: NodeCore, shows: AnyRoute)? {
        for index in node.modalFactories.indices {
            guard let shows = node.modalFactories[index].shows(route) else { continue }
            guard let modal = try make(index, of: node, showing: shows) else { continue }
            return (modal, shows)
        }
        return nil
    }

    /// Presents, for a route of a made modal's type navigated to from anywhere, the modal a
    /// factory of `node` makes for it, when that modal says `canHandle` (not for a route that a
    /// modal of the same factory bubbled up: one made afresh would answer as it did).
    mutating func madeModals(of node: NodeCore, caller: NodeCore?) throws(NavigationError) -> Bool {
        for index in node.modalFactories.indices where node.modalFactories[index].makesModals(of: route) {
            if let caller, caller.madeBy == index, caller.parent(planned) === node { continue }
            guard let modal = try make(index, of: node, showing: route), canHandle(modal) else { continue }
            note(modal, .registeredModal, true, "\(node.label) makes modal \(modal.label) for \(route): presents it showing \(route)")
            _ = try buildPath(node)
            plan.dismissModal(of: node)
            plan.record(.presentModal(node, modal: modal, route: route, detents: .default))
            return finish(at: modal)
        }
        return false
    }

    /// Whether a factory of `node` makes modals of the route's type (what `subtreeCanNavigate`
    /// counts for it: the modal does not exist until it is made).
    func makesModals(_ node: NodeCore) -> Bool {
        node.modalFactories.contains { $0.makesModals(of: route) }
    }

    /// Makes the modal of `node`'s factory `index` with root `root`, joined to this tree's graph
    /// (a plan writes one graph) and kept alive by this resolution until its plan is committed
    /// (then the presenter's record holds it) or dropped. `nil` when the factory makes none
    /// for that route.
    private mutating func make(_ index: Int, of node: NodeCore, showing root: AnyRoute) throws(NavigationError) -> NodeCore? {
        guard let modal = node.modalFactories[index].make(root) else { return nil }
        guard modal.core.parent == nil, modal.core.registrar == nil, modal.core.madeBy == nil else {
            throw NavigationError(
                .configurationError, coordinator: node.typeName,
                message: "the modal factory \(index) of \(node.typeName) returned \(modal.typeName), which is attached elsewhere (expected a new coordinator)")
        }
        node.engine.absorb(subtreeOf: modal.core)
        modal.core.madeBy = index
        modal.core.madePresenter = node.ownerID
        made.append(modal)
        return modal.core
    }
}

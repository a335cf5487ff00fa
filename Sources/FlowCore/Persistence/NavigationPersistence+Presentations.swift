extension NavigationPersistence {
    /// The saved detour (at most one), built by the app's detour hook and applied; `nil` when none was saved.
    static func applyDetour(
        _ saved: [SavedNavigation.Detour], of node: any NavigationNode, path: String, detours: DetourRestorer?
    ) throws(NavigationRestoreError) -> (node: any NavigationNode, route: AnyRoute)? {
        guard saved.count <= 1 else {
            throw NavigationRestoreError(.mismatch, path: path, message: "\(saved.count) detours (expected at most one)")
        }
        guard let savedDetour = saved.first else { return nil }
        guard let built = detours?(node, savedDetour) as? any NavigationNode else {
            throw NavigationRestoreError(
                .detourNeedsHook, path: path, message: "a \(savedDetour.node.coordinator) detour was saved (expected a detour hook that builds one)")
        }
        guard let route = built.decodeRoute(savedDetour.route) else {
            throw NavigationRestoreError(.unknownRoute, path: path, message: "detour route \(savedDetour.route) is not a \(built.routeTypeName)")
        }
        // The detour joins this tree's graph before it is linked into it.
        node.core.engine.absorb(subtreeOf: built.core)
        try apply(savedDetour.node, to: built, parent: node, context: .detour, path: "\(path)/detour \(built.typeName)", detours: detours)
        return (built, route)
    }

    /// A presented route saved with its own type (`presentedType`): decoded with the presented
    /// modal's route type, which must be that type (the registered modal's, or the factory's that
    /// made it). `nil` when the route has the presenter's type.
    static func decodePresented(
        _ json: String, type: String?, in saved: SavedNavigation.Node, of node: any NavigationNode, path: String
    ) throws(NavigationRestoreError) -> AnyRoute? {
        guard let type else { return nil }
        let decoder: (typeName: String, decode: (String) -> AnyRoute?)
        if let made = saved.madeModal?.first, node.core.modalFactories.indices.contains(made.factory) {
            let factory = node.core.modalFactories[made.factory]
            decoder = (factory.routeTypeName, factory.decode)
        } else if let index = saved.presentedModal, node.registeredModals.indices.contains(index) {
            let modal = node.registeredModals[index]
            decoder = (modal.routeTypeName, modal.decodeRoute)
        } else {
            throw NavigationRestoreError(.mismatch, path: path, message: "a presented \(type) without its registered modal (expected a presented modal)")
        }
        guard decoder.typeName == type else {
            throw NavigationRestoreError(
                .mismatch, path: path, message: "presented route of type \(type) (expected \(decoder.typeName), the presented modal's)")
        }
        guard let route = decoder.decode(json) else {
            throw NavigationRestoreError(
                .unknownRoute, path: path, message: "presented route \(json) is not a \(type) (expected a route of the app's current \(type))")
        }
        return route
    }

    /// The saved made modal (at most one): the one `node` presents when its factory made it with
    /// the saved root, else one the saved factory makes for that root, joined to this tree and
    /// applied. `nil` when none was saved.
    static func applyMadeModal(
        _ saved: [SavedNavigation.MadeModal]?, of node: any NavigationNode, path: String, detours: DetourRestorer?
    ) throws(NavigationRestoreError) -> (any NavigationNode)? {
        guard let saved = saved?.first else { return nil }
        let factories = node.core.modalFactories
        guard factories.indices.contains(saved.factory) else {
            throw NavigationRestoreError(
                .mismatch, path: path, message: "a modal made by factory \(saved.factory) (expected a factory index below \(factories.count))")
        }
        let factory = factories[saved.factory]
        guard saved.node.routeType == factory.routeTypeName else {
            throw NavigationRestoreError(
                .mismatch, path: path,
                message: "a made modal of route type \(saved.node.routeType) (expected \(factory.routeTypeName), what factory \(saved.factory) makes)")
        }
        if let duplicate = JSONDuplicateKeys.first(in: Array(saved.node.root.utf8)) {
            throw NavigationRestoreError(.corrupted, path: path, message: "made modal root gives key '\(duplicate.key)' twice (expected each key once)")
        }
        guard let root = factory.decode(saved.node.root) else {
            throw NavigationRestoreError(
                .unknownRoute, path: path,
                message: "made modal root \(saved.node.root) is not a \(factory.routeTypeName) (expected a route of the app's current \(factory.routeTypeName))"
            )
        }
        let modal: any NavigationNode
        if let live = node.core.modal, live.factoryIndex(presentedBy: node.core) == saved.factory, live.routes.root == root, let owner = live.owner {
            modal = owner
        } else {
            guard let made = factory.make(root), made.core.parent == nil, made.core.registrar == nil, made.core.madeBy == nil else {
                throw NavigationRestoreError(
                    .mismatch, path: path, message: "factory \(saved.factory) made no new modal for \(root) (expected a new coordinator)")
            }
            // The made modal joins this tree's graph before it is linked into it.
            node.core.engine.absorb(subtreeOf: made.core)
            made.core.madeBy = saved.factory
            made.core.madePresenter = node.core.ownerID
            modal = made
        }
        try apply(saved.node, to: modal, parent: node, context: .modal, path: "\(path)/made modal \(modal.typeName)", detours: detours)
        return modal
    }
}

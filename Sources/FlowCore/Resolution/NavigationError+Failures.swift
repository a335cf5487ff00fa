/// Every error a navigation to a route can end in, built here and only here: the resolver
/// throws the configuration errors it finds, and `NavigationTransaction` builds the rest.
extension NavigationError {
    /// No coordinator from `entry` up, or below anything it bubbled through, takes `route`.
    static func unhandled(_ route: AnyRoute, at entry: NodeCore) -> NavigationError {
        NavigationError(.navigationFailed, coordinator: entry.typeName, route: route.base, message: "No coordinator in hierarchy can handle this route")
    }

    /// The root's `handleFlowChange(to:)` refused the flow change the plan ended in; named after `coordinator`.
    static func flowChangeRefused(_ route: AnyRoute, at coordinator: NodeCore) -> NavigationError {
        NavigationError(.navigationFailed, coordinator: coordinator.typeName, route: route.base, message: "handleFlowChange(to:) returned false")
    }

    /// The handler shows `route`, but its view factory built no screen for it (the navigation still happened).
    static func noScreen(_ route: AnyRoute, handler: NodeCore) -> NavigationError {
        NavigationError(.viewCreationFailed, coordinator: handler.typeName, route: route.base, message: "the view factory built no screen for \(route)")
    }

    /// A tab coordinator's `tabIndex(for:)` answered an index outside its tabs.
    static func tabIndexOutOfRange(_ index: Int, for route: AnyRoute, at tabs: NodeCore) -> NavigationError {
        NavigationError(
            .invalidTabIndex(index, validRange: 0..<tabs.childCount), coordinator: tabs.typeName, route: route.base,
            message: "tabIndex(for: \(route)) is \(index), outside 0..<\(tabs.childCount)")
    }

    /// A `.modal` route with no registered modal to present it.
    static func noModal(for route: AnyRoute, at node: NodeCore) -> NavigationError {
        NavigationError(
            .modalCoordinatorNotConfigured, coordinator: node.typeName, route: route.base,
            message: "no registered modal coordinator has root '\(route.identifier)' or can handle it, and no modal factory maps it")
    }

    /// `navigationPath(for:)` gave an entry of another route type.
    static func foreignPathEntry(_ entry: AnyRoute, for route: AnyRoute, at node: NodeCore) -> NavigationError {
        NavigationError(.invalidNavigationPath, coordinator: node.typeName, route: route.base, message: "path entry \(entry) is not a \(node.routeTypeName)")
    }

    /// `navigationPath(for:)` gave a modal route.
    static func modalPathEntry(_ entry: AnyRoute, for route: AnyRoute, at node: NodeCore) -> NavigationError {
        NavigationError(.invalidNavigationPath, coordinator: node.typeName, route: route.base, message: "path entry \(entry) is a modal route")
    }

    /// A detour presented for `route` cannot show it.
    static func detourCannotShow(_ route: any Route, detour: NodeCore) -> NavigationError {
        NavigationError(.configurationError, coordinator: detour.typeName, route: route, message: "the detour cannot show the route it presents")
    }
}

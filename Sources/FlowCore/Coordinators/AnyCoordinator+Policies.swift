extension AnyCoordinator {
    /// The coordinator's `allowsDuplicates(_:)` for `route`; `false` for a route of another type.
    /// Tools use it to tell a stack the app meant to hold a route twice from a broken one.
    public func allowsDuplicates(of route: AnyRoute) -> Bool {
        (self as? any NavigationNode)?.core.ask(AllowsDuplicatesHook(), about: route) ?? false
    }

    /// The coordinator's `navigationPolicies` (none for a coordinator the engine does not know).
    public var policies: NavigationPolicies { (self as? any NavigationNode)?.navigationPolicies ?? [] }
}

/// The live coordinators a `NavigationEvent` is about, and what tools need of them that the
/// event's public fields do not say.
package struct EventSubjects: Sendable {
    /// The coordinator whose state changed.
    package var coordinator: CoordinatorIdentity?
    /// The other coordinator involved (child, tab, modal, detour).
    package var other: CoordinatorIdentity?
    /// For a tab selection, the tab coordinator's own current route, which the selection does
    /// not change (the event's `from` and `to` are the routes of the tabs left and selected):
    /// where a transition picture draws the tab bar.
    package var tabBarRoute: RouteValue?

    init(coordinator: CoordinatorIdentity? = nil, other: CoordinatorIdentity? = nil, tabBarRoute: RouteValue? = nil) {
        self.coordinator = coordinator
        self.other = other
        self.tabBarRoute = tabBarRoute
    }
}

/// What a `NavigationActionTap` is told an action is.
package enum NavigationActionStart {
    /// `navigate(to: route)` called at the coordinator named `coordinator` (named as
    /// `NavigationEvent.coordinator` names it: `TypeName` or `TypeName:displayName`);
    /// `fromRoot` when that coordinator is the root the tap was set on.
    case navigate(route: AnyRoute, coordinator: String, fromRoot: Bool)
    /// The user's `gesture`, through the gesture API.
    case gesture(UserGesture)
}

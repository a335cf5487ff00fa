/// The live coordinators a `NavigationEvent` is about.
package struct EventSubjects: Sendable {
    /// The coordinator whose state changed.
    package var coordinator: CoordinatorIdentity?
    /// The other coordinator involved (child, tab, modal, detour).
    package var other: CoordinatorIdentity?

    init(coordinator: CoordinatorIdentity? = nil, other: CoordinatorIdentity? = nil) {
        self.coordinator = coordinator
        self.other = other
    }
}

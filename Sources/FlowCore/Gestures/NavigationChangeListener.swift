/// Told which coordinators a commit changed, after the change and before its events are
/// delivered: how the bindings stay current without building events.
///
/// One listener per tree (set with `setChangeListener(_:)` on its root); coordinators that
/// join the tree later (a new flow, a presented detour) inherit it. Held weakly.
package protocol NavigationChangeListener: AnyObject {
    /// `changed` had their state, links or ownership changed (each once, in the order first touched).
    func coordinatorsDidChange(_ changed: [any AnyCoordinator])
}

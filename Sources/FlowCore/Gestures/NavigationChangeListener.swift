/// Told which coordinators a commit changed, after the change and before its events are
/// delivered: how the bindings stay current without building events.
///
/// One listener per tree (set with `setChangeListener(_:)` on its root); coordinators that
/// join the tree later (a new flow, a presented detour) inherit it. Retained by the tree's
/// coordinators until replaced or removed (`setChangeListener(nil)`).
package protocol NavigationChangeListener: AnyObject {
    /// `node` had `changes` (called once per changed coordinator).
    func nodeDidChange(_ node: NodeHandle, changes: NodeChanges)
    /// Every changed coordinator of the commit was reported.
    func changesDidEnd()
}

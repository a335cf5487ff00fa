/// A recording in progress on one tree (`NavigationEngine.traceSink`), read by every
/// `navigate(to:)` of the tree: `nil`, the fast path, almost always. Confined to the tree's
/// isolation domain, like the tree.
final class TraceSink {
    /// `ObjectIdentifier` of the recorded tree's root.
    private let root: ObjectIdentifier
    /// The recording of the same engine this one is nested in (another root of the engine, or
    /// an outer recording of the same root), put back when this one ends.
    let outer: TraceSink?
    /// One slot per navigation, reserved when it is called and filled when it ends.
    private var slots: [NavigationTrace?] = []

    init(root: ObjectIdentifier, outer: TraceSink?) {
        self.root = root
        self.outer = outer
    }

    /// Every recorded navigation, in call order.
    var traces: [NavigationTrace] { slots.compactMap { $0 } }

    /// Runs the navigation from `entry` to `route` traced when its tree is recorded here (or by an
    /// outer recording); `nil` when no recording covers it, and the caller navigates silently.
    func navigate(from entry: NodeCore, to route: AnyRoute) -> Bool? {
        guard let top = entry.ancestry.last?.ownerID, top == root else { return outer?.navigate(from: entry, to: route) }
        let slot = slots.count
        slots.append(nil)
        let trace = Navigation.trace(from: entry, to: route, dryRun: false)
        slots[slot] = trace
        return trace.resolution.succeeded
    }
}

/// The recording in progress on this task or thread. Only the task or thread that installed it
/// reads or writes it, so it needs no lock.
final class TraceSink: @unchecked Sendable {
    /// The recording active where `navigate(to:)` runs; `nil` (the fast path) almost always.
    @TaskLocal static var active: TraceSink?

    /// `ObjectIdentifier` of the recorded tree's root.
    private let root: ObjectIdentifier
    /// The recording this one is nested in, asked for navigations on other trees.
    private let outer: TraceSink?
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

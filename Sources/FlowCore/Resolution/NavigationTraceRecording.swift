/// Traces every `navigate(to:)` that code you do not control performs on one tree: an app's
/// deep-link handler, a hook, a button's action.
///
/// ```swift
/// let (opened, traces) = NavigationTraceRecording.record(in: root) {
///     app.open(url: "vault://item/42", from: root, root: root)
/// }
/// traces.count  // how many navigations the handler performed, each traced in full
/// ```
///
/// Contract:
/// - While `body` runs, each `navigate(to:)` called on a coordinator of `root`'s tree runs as
///   ``Coordinator/trace(to:dryRun:)`` with `dryRun: false` does: the same resolution, the same
///   plan applied, the same events to the same observers and the same return value. So a recorded
///   navigation behaves exactly as an unrecorded one; only its trace is kept.
/// - Traces are in the order the navigations were called. A navigation called while another is
///   being applied (from a hook) comes after the one that caused it.
/// - Navigations on other trees, and navigations on other threads or tasks, are not recorded
///   (the recording is scoped to the calling task, or thread outside any task). Calls of
///   `trace(to:dryRun:)` are not recorded either: they are traces already.
/// - Recordings nest: the innermost one for the tree records, and an outer one does not see
///   what an inner one recorded.
/// - When `body` performs no navigation, `traces` is empty.
public enum NavigationTraceRecording {
    /// Runs `body`, tracing every `navigate(to:)` it performs on `root`'s tree.
    ///
    /// - Parameters:
    ///   - root: The root of the tree to record. Only navigations whose tree has this root count.
    ///   - body: The code to run, on the calling thread, synchronously.
    /// - Returns: What `body` returned, and one ``NavigationTrace`` per navigation, in call order.
    public static func record<Result>(
        in root: any AnyCoordinator, _ body: () throws -> Result
    ) rethrows -> (result: Result, traces: [NavigationTrace]) {
        let sink = TraceSink(root: ObjectIdentifier(root), outer: TraceSink.active)
        let result = try TraceSink.$active.withValue(sink) { try body() }
        return (result, sink.traces)
    }
}

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

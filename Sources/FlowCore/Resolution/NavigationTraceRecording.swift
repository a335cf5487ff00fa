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
/// - Navigations on other trees are not recorded (the recording is kept by `root`'s tree, which
///   is confined to one isolation domain, so nothing else navigates it while `body` runs). Calls
///   of `trace(to:dryRun:)` are not recorded either: they are traces already.
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
        guard let node = root as? any NavigationNode else { return (try body(), []) }
        let engine = node.core.engine
        let sink = TraceSink(root: ObjectIdentifier(root), outer: engine.traceSink)
        engine.traceSink = sink
        defer { engine.traceSink = sink.outer }
        let result = try body()
        return (result, sink.traces)
    }
}

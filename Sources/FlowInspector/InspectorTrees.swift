import FlowCore

/// The trees sent after the app's events, coalesced: the first event (or action end) after a
/// tree asks for one (`InspectorQueue`), which is captured once the main actor is next free, so a
/// burst of navigations in one synchronous loop is followed by one tree.
///
/// Contract: the tree's `sequence` is the last event it includes (events and captures both run on
/// the main actor, so none comes between the capture and its append).
@MainActor
final class InspectorTrees {
    private weak var root: (any AnyCoordinator)?
    private let queue: InspectorQueue
    private var stopped = false

    init(root: any AnyCoordinator, queue: InspectorQueue) {
        self.root = root
        self.queue = queue
    }

    /// Schedules the capture a queue append asked for, on the main actor; callable from the
    /// navigating thread without waiting.
    nonisolated func schedule() {
        Task { @MainActor in self.send() }
    }

    /// Sends no more trees (the session is closing).
    func stop() { stopped = true }

    private func send() {
        guard !stopped, let root else { return }
        queue.appendRequestedTree(root.captureTree())
    }
}

import FlowCore

/// The observer the session adds to the app's root: every event, with its cause, into the queue,
/// and a tree after a burst of them (`InspectorTrees`). It holds nothing of the app.
final class EventTap: NavigationObserver, Sendable {
    private let queue: InspectorQueue
    private let trees: InspectorTrees

    init(queue: InspectorQueue, trees: InspectorTrees) {
        self.queue = queue
        self.trees = trees
    }

    func navigation(didApply event: NavigationEvent) {
        if queue.append(event: event) { trees.schedule() }
    }
}

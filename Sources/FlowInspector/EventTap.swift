import FlowCore

/// The observer the session adds to the app's root: every event, with its cause, into the queue.
/// It holds nothing of the app.
final class EventTap: NavigationObserver, Sendable {
    private let queue: InspectorQueue

    init(queue: InspectorQueue) { self.queue = queue }

    func navigation(didApply event: NavigationEvent) { queue.append(event: event) }
}

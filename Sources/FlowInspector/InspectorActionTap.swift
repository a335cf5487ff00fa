import FlowCore
import FlowInspectorProtocol
import Foundation

/// The app's actions into the queue: FlowCore tells it where each outermost navigation and user
/// gesture on the root's tree begins and ends (`setActionTap(_:)`), and it queues an `action`
/// before the action's events and an `actionEnd` after them, through the same bounded queue.
///
/// Contract: it runs on the navigating thread (the main actor), inside the action; it only
/// queues (one short lock each), and builds a route's JSON only for a route with a payload.
final class InspectorActionTap: NavigationActionTap {
    private let queue: InspectorQueue
    private let trees: InspectorTrees
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()
    /// Whether an action it marked is under way (its `actionEnd` not queued yet).
    private(set) var inAction = false

    init(queue: InspectorQueue, trees: InspectorTrees) {
        self.queue = queue
        self.trees = trees
    }

    func actionWillBegin(_ action: NavigationActionStart) {
        switch action {
        case let .navigate(route, coordinator, fromRoot):
            let value = RouteValue(route.base)
            let json = value.payloadCase == nil ? nil : self.json(of: route.base)
            begin { InspectorAction(sequence: $0, kind: .navigate, route: value, value: json, fromRoot: fromRoot, coordinator: coordinator) }
        case let .gesture(gesture):
            begin { InspectorAction(sequence: $0, kind: .gesture, gesture: gesture) }
        }
    }

    func actionDidEnd(succeeded: Bool) { end(succeeded: succeeded) }

    /// Queues an `action` that `make` builds from the last event's sequence number.
    func begin(_ make: (UInt64) -> InspectorAction) {
        inAction = true
        queue.appendAfterLastEvent { .action(make($0)) }
    }

    /// Queues the `actionEnd` of the action begun last, and asks for a tree after it.
    func end(succeeded: Bool) {
        inAction = false
        if queue.appendAfterLastEvent(requestingTree: true, { .actionEnd(InspectorActionEnd(sequence: $0, succeeded: succeeded)) }) {
            trees.schedule()
        }
    }

    /// `route`'s Codable form as JSON with sorted keys, when its type is `Encodable`.
    private func json(of route: any Route) -> String? {
        guard let encodable = route as? any Encodable, let data = try? encoder.encode(encodable) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

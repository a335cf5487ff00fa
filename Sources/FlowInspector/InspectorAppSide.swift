import FlowCore
import FlowInspectorProtocol
import Foundation

/// The session's hold on the app, on the main actor: it captures the tree and applies the
/// server's requests there, where the app's coordinators live.
///
/// It holds the root weakly: a session outliving the app's navigation keeps nothing of it alive.
@MainActor
final class InspectorAppSide {
    private weak var root: (any AnyCoordinator)?
    private let handlers: InspectorHandlers
    private let queue: InspectorQueue
    private let trees: InspectorTrees
    private let tap: EventTap
    private let actions: InspectorActionTap
    private var detached = false

    /// Observes `root` and becomes its tree's action tap (replacing any other session's).
    init(root: any AnyCoordinator, handlers: InspectorHandlers, queue: InspectorQueue) {
        self.root = root
        self.handlers = handlers
        self.queue = queue
        trees = InspectorTrees(root: root, queue: queue)
        tap = EventTap(queue: queue, trees: trees)
        actions = InspectorActionTap(queue: queue, trees: trees)
        root.addObserver(tap)
        root.setActionTap(actions)
    }

    /// The tree for a new connection. The queue starts over with it (`InspectorOutbox.startOver()`),
    /// so the server gets the tree, then only the events after it. `nil` when the app's root is gone.
    func treeForConnection() -> InspectorTree? {
        guard let root else { return nil }
        let tree = root.captureTree()
        return InspectorTree(sequence: queue.withOutbox { $0.startOver() }, tree: tree)
    }

    /// Applies `request` and queues the reply, after the events it caused.
    func apply(_ request: InspectorRequest) {
        queue.append(.reply(InspectorReply(request: request.id, outcome: outcome(of: request.action))))
    }

    /// Stops observing the app and marking its actions; no tree is sent after it.
    func detach() {
        detached = true
        trees.stop()
        root?.removeObserver(tap)
        root?.setActionTap(nil)
    }

    /// Opens `url` the way the app does (`handlers.open`, else a navigation from
    /// `handlers.linkStart` to `handlers.link(url)`), marked as one `open` action whose events are the
    /// handler's, its navigations unmarked. Refused, and unmarked, when the app gave no handler,
    /// or its link resolver names no route. Inside another marked action it is part of that one.
    func open(_ url: URL) -> InspectorReply.Outcome {
        guard let root else { return .refused("the app's root coordinator is gone") }
        let perform: () -> Bool
        if let open = handlers.open {
            perform = { open(url) }
        } else {
            guard let link = handlers.link else { return .refused("the app gave no link handler (InspectorHandlers.open or .link)") }
            guard let route = link(url) else { return .refused("no route for \(url.absoluteString)") }
            let start = handlers.linkStart == .root ? root : root.visibleCoordinator
            perform = { start.navigate(to: route) }
        }
        guard !detached, !actions.inAction else { return .applied(perform()) }
        actions.begin { InspectorAction(sequence: $0, kind: .open, url: url.absoluteString) }
        root.setActionTap(nil)
        let opened = perform()
        if !detached { root.setActionTap(actions) }
        actions.end(succeeded: opened)
        return .applied(opened)
    }

    private func outcome(of action: InspectorRequest.Action) -> InspectorReply.Outcome {
        guard let root else { return .refused("the app's root coordinator is gone") }
        switch action {
        case .capture:
            queue.append(tree: root.captureTree())
            return .captured
        case let .navigate(name):
            guard let resolve = handlers.route else { return .refused("the app gave no route resolver (InspectorHandlers.route)") }
            guard let route = resolve(name) else { return .refused("no route named \(name)") }
            return .applied(root.visibleCoordinator.navigate(to: route))
        case let .open(text):
            guard let url = URL(string: text) else { return .refused("not a URL: \(text)") }
            return open(url)
        case let .trace(text):
            guard let url = URL(string: text) else { return .refused("not a URL: \(text)") }
            guard let link = handlers.link else { return .refused("the app gave no link resolver (InspectorHandlers.link)") }
            guard let route = link(url) else { return .refused("no route for \(text)") }
            let start = handlers.linkStart == .root ? root : root.visibleCoordinator
            return .traced(start.trace(to: route, dryRun: true))
        }
    }
}

import FlowCore
import FlowInspectorProtocol
import FlowScenarios
import Foundation
import Testing

@testable import FlowPlayground

/// A headless app that speaks the inspector protocol as FlowInspector does (hello, its tree, each
/// action between `action` and `actionEnd` with its events, a tree after each), straight into a
/// hub: what the hub's tests drive. `lie` makes it report one thing and do another (a view layer
/// that changes navigation behind the coordinators' backs).
final class ScriptedInspectedApp {
    let root: any AnyCoordinator
    let app: any AtlasApp
    private let recorder = NavigationRecorder()
    private var sequence: UInt64 = 0
    private(set) var pending: [AppMessage] = []

    init(app: any AtlasApp, name: String? = nil, token: String = "t") {
        self.app = app
        root = app.makeRoot()
        root.addObserver(recorder)
        pending = [.hello(InspectorHello(app: name ?? app.name, token: token))]
    }

    deinit { root.removeObserver(recorder) }

    /// The hello batch, then the start tree.
    func connect(to hub: InspectorHub) async throws -> String {
        let welcome = try InspectorWire.decodeBatch(InspectorWelcome.self, from: try Self.data(await hub.hello(try InspectorWire.encodeBatch(pending))))
        pending = [.tree(InspectorTree(sequence: sequence, tree: root.captureTree()))]
        return try #require(welcome.first).session
    }

    /// Performs `action` on the app and queues what FlowInspector would send for it.
    func perform(_ action: ScenarioAction, marked: InspectorAction.Kind? = nil, sendTree: Bool = true) {
        let before = sequence
        recorder.reset()
        let outcome = ActionPerformer.perform(action, app: app, root: root, recorder: recorder)
        let said = marked.map { self.marker(for: action, kind: $0, after: before) }
        if let said { pending.append(.action(said)) }
        for event in recorder.events {
            sequence += 1
            pending.append(.event(InspectorEvent(sequence: sequence, event: event)))
        }
        if said != nil { pending.append(.actionEnd(InspectorActionEnd(sequence: sequence, succeeded: outcome.succeeded))) }
        if sendTree { pending.append(.tree(InspectorTree(sequence: sequence, tree: root.captureTree()))) }
    }

    /// Queues an action marker and its end with no events: the app said it navigated, but its view
    /// layer kept the screen (the model will navigate).
    func lie(_ marker: InspectorAction) {
        var said = marker
        said.sequence = sequence
        pending += [.action(said), .actionEnd(InspectorActionEnd(sequence: sequence, succeeded: true))]
        pending.append(.tree(InspectorTree(sequence: sequence, tree: root.captureTree())))
    }

    /// Sends what is queued as one batch.
    func flush(to hub: InspectorHub, session: String) async throws {
        let answer = await hub.messages(session: session, body: try InspectorWire.encodeBatch(pending))
        _ = try Self.data(answer)
        pending = []
    }

    private func marker(for action: ScenarioAction, kind: InspectorAction.Kind, after sequence: UInt64) -> InspectorAction {
        switch action {
        case let .navigate(reference, entry):
            return InspectorAction(sequence: sequence, kind: .navigate, route: RouteValue(reference.route.base), fromRoot: entry == .top, coordinator: "?")
        case let .open(url, _): return InspectorAction(sequence: sequence, kind: .open, url: url)
        case let .user(user):
            let gesture: UserGesture =
                switch user {
                case .swipeBack: .swipeBack
                case .backTo: .backMenu
                case .dismiss: .sheetDismissal
                case .tapTab: .tabTap
                }
            return InspectorAction(sequence: sequence, kind: .gesture, gesture: gesture)
        default: return InspectorAction(sequence: sequence, kind: kind)
        }
    }

    static func data(_ answer: InspectorAnswer) throws -> Data {
        switch answer {
        case let .data(data): return data
        case let .json(text): return Data(text.utf8)
        case let .refused(status, message): throw Refused(status: status, message: message)
        }
    }

    struct Refused: Error, Equatable {
        var status: Int
        var message: String
    }
}

import FlowCore
import FlowInspectorProtocol
import Foundation
import Testing

@testable import FlowInspector

/// The app's actions in the stream: each marked around its events (a navigation, a user
/// gesture, a link opened through the session), nested navigations unmarked, and a coalesced
/// tree after them.
@Suite("Inspector actions", .serialized, .timeLimit(.minutes(2)))
@MainActor
struct InspectorActionTests {
    /// The messages after the connection's tree, as text: `action navigate ShopRoute.list
    /// fromRoot=true at ShopCoordinator`, `event 1 push`, `end 1 true`, `tree 1`.
    static func lines(_ messages: [AppMessage]) -> [String] {
        messages.dropFirst().map { message in
            switch message {
            case let .action(action):
                switch action.kind {
                case .navigate:
                    "action navigate \(action.route?.description ?? "-") fromRoot=\(action.fromRoot.map(String.init) ?? "-") at \(action.coordinator ?? "-") after \(action.sequence)"
                case .gesture: "action gesture \(action.gesture?.rawValue ?? "-") after \(action.sequence)"
                case .open: "action open \(action.url ?? "-") after \(action.sequence)"
                }
            case let .actionEnd(end): "end \(end.sequence) \(end.succeeded)"
            case let .event(event): "event \(event.sequence) \(event.event.kind.rawValue)"
            case let .tree(tree): "tree \(tree.sequence)"
            case let .reply(reply): "reply \(reply.request)"
            case let .dropped(count): "dropped \(count)"
            case .hello: "hello"
            }
        }
    }

    /// The received messages' lines, once they end with `ending` (or the wait gave up).
    static func lines(of server: InspectorTestServer, endingWith ending: [String]) async -> [String] {
        _ = await eventually { lines(await server.log.messages).suffix(ending.count) == ending[...] }
        return lines(await server.log.messages)
    }

    @Test("a navigation is an action with its route, start and coordinator, then its events, its end, and a tree that includes them")
    func navigation() async throws {
        try await InspectorSessionTests.withConnectedShop { server, shop, _ in
            shop.navigate(to: ShopRoute.list)
            let expected = ["action navigate ShopRoute.list fromRoot=true at ShopCoordinator after 0", "event 1 push", "end 1 true", "tree 1"]
            #expect(await Self.lines(of: server, endingWith: expected) == expected)
            #expect(await server.log.trees.last?.tree == shop.captureTree())
            shop.navigate(to: ShopRoute.list)
            let unchanged = ["action navigate ShopRoute.list fromRoot=true at ShopCoordinator after 1", "end 1 true", "tree 1"]
            let again = await Self.lines(of: server, endingWith: unchanged)
            #expect(again.suffix(3) == unchanged[...], "a navigation that changes nothing is an action with no events")
        }
    }

    @Test("a user gesture through the gesture API is a gesture action around its events")
    func gesture() async throws {
        try await InspectorSessionTests.withConnectedShop { server, shop, _ in
            shop.navigate(to: ShopRoute.list)
            shop.navigate(to: ShopRoute.detail)
            #expect(shop.userPop(keeping: 0, gesture: .swipeBack) == .applied)
            let expected = [
                "action navigate ShopRoute.list fromRoot=true at ShopCoordinator after 0", "event 1 push", "end 1 true",
                "action navigate ShopRoute.detail fromRoot=true at ShopCoordinator after 1", "event 2 push", "end 2 true",
                "action gesture swipeBack after 2", "event 3 pop", "end 3 true", "tree 3",
            ]
            #expect(await Self.lines(of: server, endingWith: ["end 3 true", "tree 3"]) == expected)
        }
    }

    @Test("session.open with a handler that navigates twice is one open action with both navigations' events; the server's open is marked too")
    func openLink() async throws {
        let server = try await InspectorTestServer()
        defer { Task { await server.stop() } }
        let shop = ShopCoordinator()
        nonisolated(unsafe) let app = shop
        let handlers = InspectorHandlers(open: { _ in
            app.navigate(to: ShopRoute.list) && app.navigate(to: ShopRoute.detail)
        })
        let session = try FlowInspector.connect(
            shop, to: await server.url, token: server.token, app: "Shop", handlers: handlers, capacity: 100,
            backoff: InspectorBackoff(first: .milliseconds(20), limit: .milliseconds(200)))
        defer { session.close() }
        #expect(await eventually { InspectorSessionTests.isConnected(session) })
        #expect(session.open(URL(string: "shop://list-then-detail")!))
        let opened = ["action open shop://list-then-detail after 0", "event 1 push", "event 2 push", "end 2 true", "tree 2"]
        #expect(await Self.lines(of: server, endingWith: opened) == opened)
        shop.pop()
        await server.log.enqueue(InspectorRequest(id: 1, action: .open(url: "shop://again")))
        let requested = ["event 3 pop", "tree 3", "action open shop://again after 3", "event 4 push", "end 4 true", "reply 1", "tree 4"]
        #expect(await Self.lines(of: server, endingWith: requested).suffix(7) == requested[...])
    }

    @Test("many navigations in one synchronous loop are followed by one tree, whose sequence is their last event")
    func treesAreCoalesced() async throws {
        try await InspectorSessionTests.withConnectedShop { server, shop, _ in
            for index in 0..<2_000 {
                if index.isMultiple(of: 2) { shop.navigate(to: ShopRoute.list) } else { shop.pop() }
            }
            #expect(await eventually { await server.log.trees.last?.sequence == 2_000 })
            #expect(await server.log.trees.map(\.sequence) == [0, 2_000], "the connection's tree, then one after the loop")
        }
    }

    @Test("a route with a payload is sent with its Codable JSON; a gesture with its gesture; every marker after the last event")
    func actionFields() throws {
        let queue = InspectorQueue(capacity: 10)
        let root = PayloadShop()
        let tap = InspectorActionTap(queue: queue, trees: InspectorTrees(root: root, queue: queue))
        tap.actionWillBegin(.navigate(route: AnyRoute(PayloadShop.Route.item(id: 3, name: "tea")), coordinator: "PayloadShop:main", fromRoot: false))
        tap.actionDidEnd(succeeded: false)
        tap.actionWillBegin(.navigate(route: AnyRoute(PayloadShop.Route.home), coordinator: "PayloadShop", fromRoot: true))
        tap.actionWillBegin(.gesture(.tabTap))
        let waiting = queue.withOutbox { $0.waiting }
        try #require(waiting.count == 4)
        guard case let .action(item) = waiting[0], case let .action(home) = waiting[2], case let .action(tapped) = waiting[3] else {
            Issue.record("not actions: \(waiting)")
            return
        }
        #expect(item.kind == .navigate)
        #expect(item.route == RouteValue(PayloadShop.Route.item(id: 3, name: "tea")))
        #expect(item.value == #"{"item":{"id":3,"name":"tea"}}"#)
        #expect(item.fromRoot == false)
        #expect(item.coordinator == "PayloadShop:main")
        #expect(home.value == nil, "a case without a payload has no JSON")
        #expect(home.fromRoot == true)
        #expect(tapped == InspectorAction(sequence: 0, kind: .gesture, gesture: .tabTap))
        #expect(waiting[1] == .actionEnd(InspectorActionEnd(sequence: 0, succeeded: false)))
    }
}

/// A coordinator of routes with payloads, for the JSON an action carries.
final class PayloadShop: Coordinator<PayloadShop.Route> {
    enum Route: FlowCore.Route, Codable {
        case home
        case item(id: Int, name: String)

        var identifier: String {
            switch self {
            case .home: "home"
            case let .item(id, _): "item_\(id)"
            }
        }
    }

    init() { super.init(router: Router(initial: .home)) }
    override func canHandle(_ route: Route) -> Bool { true }
}

import FlowCore
import FlowDemo
import FlowInspectorProtocol
import Foundation
import Testing

@testable import FlowInspector

/// A session against an in-process server: what arrives, in what order; requests applied on the
/// main actor; the server going and coming back; closing.
@Suite("Inspector session", .serialized, .timeLimit(.minutes(2)))
@MainActor
struct InspectorSessionTests {
    static let handlers = InspectorHandlers(
        route: { name in ShopRoute(rawValue: name) },
        link: { url in url.host.flatMap(ShopRoute.init(rawValue:)) })

    static func connect(_ shop: ShopCoordinator, to server: InspectorTestServer, token: String? = nil) async throws -> InspectorSession {
        try FlowInspector.connect(
            shop, to: await server.url, token: token ?? server.token, app: "Shop", handlers: handlers, capacity: 100,
            backoff: InspectorBackoff(first: .milliseconds(20), limit: .milliseconds(200)))
    }

    static func isConnected(_ session: InspectorSession) -> Bool {
        if case .connected = session.state { return true }
        return false
    }

    /// Connects a new shop to a new server (`beforeConnecting` runs on the shop first, while the
    /// session may not have connected yet), waits until it is connected, and runs `body`; then
    /// closes the session and stops the server.
    static func withConnectedShop(
        beforeConnecting: (ShopCoordinator) -> Void = { _ in },
        _ body: @MainActor (InspectorTestServer, ShopCoordinator, InspectorSession) async throws -> Void
    ) async throws {
        let server = try await InspectorTestServer()
        defer { Task { await server.stop() } }
        let shop = ShopCoordinator()
        let session = try await connect(shop, to: server)
        defer { session.close() }
        beforeConnecting(shop)
        #expect(await eventually { isConnected(session) })
        try await body(server, shop, session)
    }

    @Test("a server too busy for a batch (429) gets the same batch again on the same connection: nothing lost, nothing twice, no new hello")
    func busyServerGetsTheBatchAgain() async throws {
        try await Self.withConnectedShop { server, shop, _ in
            await server.log.setBusyBatches(3)
            shop.navigate(to: ShopRoute.list)
            shop.navigate(to: ShopRoute.detail)
            #expect(await eventually { await server.log.events.count == 2 })
            try await Task.sleep(for: .milliseconds(100))
            #expect(await server.log.events.map(\.sequence) == [1, 2])
            #expect(await server.log.busyAnswers == 3)
            #expect(await server.log.hellos.count == 1)
        }
    }

    @Test("the server gets hello, then the tree, then every event with its cause, in order")
    func helloTreeEventsInOrder() async throws {
        try await Self.withConnectedShop { server, shop, session in
            shop.navigate(to: ShopRoute.list)
            shop.navigate(to: ShopRoute.detail)
            _ = shop.userPop(keeping: 1, gesture: .swipeBack)
            #expect(await eventually { await server.log.events.count == 3 })
            #expect(await server.log.hellos == [InspectorHello(app: "Shop", token: "secret")])
            let messages = await server.log.messages
            guard case let .tree(first)? = messages.first else {
                Issue.record("the first message is not the tree: \(messages)")
                return
            }
            #expect(first.sequence == 0)
            #expect(first.tree == ShopCoordinator().captureTree(), "the tree before any navigation")
            let events = await server.log.events
            #expect(events.map(\.sequence) == [1, 2, 3])
            #expect(events.map(\.event.kind) == [.push, .push, .pop])
            #expect(events.map(\.event.cause) == [.program, .program, .user(.swipeBack)])
            #expect(session.droppedCount == 0)
        }
    }

    @Test("a tree captured after events shows them, and only later events follow it")
    func treeSupersedesEarlierEvents() async throws {
        // Made before the session can have connected: the tree that opens the connection shows it.
        try await Self.withConnectedShop(beforeConnecting: { $0.navigate(to: ShopRoute.list) }) { server, shop, _ in
            shop.navigate(to: ShopRoute.detail)
            #expect(await eventually { await server.log.events.last?.event.route?.description.contains("detail") == true })
            let tree = try #require(await server.log.trees.first)
            let events = await server.log.events
            #expect(events.allSatisfy { $0.sequence > tree.sequence })
            #expect(events.map(\.sequence) == Array((tree.sequence + 1)...(tree.sequence + UInt64(events.count))))
        }
    }

    @Test("requests are applied on the main actor: navigate, open and capture; their events arrive before their replies; a trace changes nothing")
    func requestsAreApplied() async throws {
        try await Self.withConnectedShop { server, shop, session in
            await server.log.enqueue(InspectorRequest(id: 1, action: .navigate(route: "list")))
            #expect(await eventually { await server.log.replies.count == 1 })
            #expect(shop.stackRoutes.map(\.description).last?.contains("list") == true)
            let before = shop.captureTree()
            await server.log.enqueue(InspectorRequest(id: 2, action: .trace(url: "shop://detail")))
            await server.log.enqueue(InspectorRequest(id: 3, action: .navigate(route: "nowhere")))
            await server.log.enqueue(InspectorRequest(id: 4, action: .open(url: "shop://detail")))
            await server.log.enqueue(InspectorRequest(id: 5, action: .capture))
            #expect(await eventually { await server.log.replies.count == 5 })
            let replies = await server.log.replies
            try #require(replies.count == 5)
            #expect(replies.map(\.request) == [1, 2, 3, 4, 5])
            #expect(replies[0].outcome == .applied(true))
            guard case let .traced(trace) = replies[1].outcome else {
                Issue.record("not a trace: \(replies[1])")
                return
            }
            #expect(trace.before == before && trace.after == before, "a dry run changes nothing")
            #expect(replies[2].outcome == .refused("no route named nowhere"))
            #expect(replies[3].outcome == .applied(true))
            #expect(replies[4].outcome == .captured)
            let messages = await server.log.messages
            let firstReply = try #require(messages.firstIndex { if case .reply = $0 { true } else { false } })
            let firstPush = try #require(messages.firstIndex { if case .event = $0 { true } else { false } })
            #expect(firstPush < firstReply, "navigate's event is sent before its reply")
            #expect(await server.log.trees.last?.tree == shop.captureTree(), "capture sends the tree after open's navigation")
        }
    }

    @Test("a link's dry run starts where the app's links start: the visible coordinator, or the root with linkStart .root")
    func linkStartNamesTheTraceEntry() async throws {
        for start in [InspectorHandlers.LinkStart.visible, .root] {
            let server = try await InspectorTestServer()
            defer { Task { await server.stop() } }
            let demo = DemoApp.make()
            #expect(demo.navigate(to: AppRoute.tabRoot))
            let handlers = InspectorHandlers(link: { _ in RedRoute.lightRed }, linkStart: start)
            let session = try FlowInspector.connect(
                demo, to: await server.url, token: server.token, app: "demo", handlers: handlers, capacity: 100,
                backoff: InspectorBackoff(first: .milliseconds(20), limit: .milliseconds(200)))
            defer { session.close() }
            #expect(await eventually { Self.isConnected(session) })
            await server.log.enqueue(InspectorRequest(id: 1, action: .trace(url: "demo://red/light")))
            #expect(await eventually { await server.log.replies.count == 1 })
            guard case let .traced(trace)? = await server.log.replies.first?.outcome else {
                Issue.record("not a trace: \(await server.log.replies)")
                continue
            }
            // Node 0 is the root; the visible coordinator is a tab below it.
            #expect((trace.resolution.entry == 0) == (start == .root), "\(start): entry \(trace.resolution.entry)")
        }
    }

    @Test("a wrong token is refused, and the session stops for good")
    func wrongTokenIsRefused() async throws {
        let server = try await InspectorTestServer()
        defer { Task { await server.stop() } }
        let shop = ShopCoordinator()
        let session = try await Self.connect(shop, to: server, token: "wrong")
        await session.finished()
        guard case .refused = session.state else {
            Issue.record("not refused: \(session.state)")
            return
        }
        #expect(await server.log.refusals == 1)
        #expect(await server.log.hellos.isEmpty)
    }

    @Test("only http and https URLs with a host are accepted")
    func urlIsChecked() {
        for text in ["ws://127.0.0.1:1/inspector", "file:///tmp/x", "http:///inspector"] {
            #expect(throws: InspectorConnectError.unsupportedURL(text)) {
                try FlowInspector.connect(ShopCoordinator(), to: URL(string: text)!, token: "t")
            }
        }
    }

    @Test("when the server goes, navigation goes on; when it comes back on its port, the session reconnects with a fresh tree")
    func reconnectsAfterTheServerReturns() async throws {
        let first = try await InspectorTestServer()
        let port = await first.port
        let shop = ShopCoordinator()
        let session = try await Self.connect(shop, to: first)
        defer { session.close() }
        #expect(await eventually { Self.isConnected(session) })
        await first.stop()
        shop.navigate(to: ShopRoute.list)
        shop.navigate(to: ShopRoute.detail)
        #expect(await eventually { session.state == .waiting })
        let second = try await InspectorTestServer(port: port)
        defer { Task { await second.stop() } }
        #expect(await eventually { await second.log.hellos.count == 1 })
        #expect(await eventually { await second.log.trees.count == 1 })
        #expect(await second.log.trees.first?.tree == shop.captureTree(), "the new connection's tree shows what happened while the server was gone")
        shop.pop()
        #expect(await eventually { await second.log.events.map(\.event.kind) == [.pop] })
    }

    @Test("close() removes the observer and ends the network task; later navigation reaches no server")
    func closeStopsEverything() async throws {
        let server = try await InspectorTestServer()
        defer { Task { await server.stop() } }
        let shop = ShopCoordinator()
        let session = try await Self.connect(shop, to: server)
        #expect(await eventually { Self.isConnected(session) })
        session.close()
        await session.finished()
        #expect(session.state == .closed)
        shop.navigate(to: ShopRoute.list)
        // A second app's hello and tree arriving shows the server still listens and has heard all
        // the first one will ever send.
        let otherShop = ShopCoordinator()
        let other = try await Self.connect(otherShop, to: server)
        defer { other.close() }
        #expect(await eventually { await server.log.trees.count == 2 })
        #expect(await server.log.events.isEmpty)
        #expect(session.state == .closed)
    }

    @Test("the session holds the app's root weakly: when the root is gone, the session stops and keeps nothing")
    func rootGoneStopsTheSession() async throws {
        let server = try await InspectorTestServer()
        defer { Task { await server.stop() } }
        weak var released: ShopCoordinator?
        var shop: ShopCoordinator? = ShopCoordinator()
        released = shop
        let session = try await Self.connect(shop!, to: server)
        shop = nil
        #expect(released == nil, "the session keeps the root alive")
        await session.finished()
        #expect(session.state == .refused("the app's root coordinator is gone"))
        #expect(await server.log.trees.isEmpty)
    }

    @Test("while the server is gone the queue holds its capacity and counts the rest; the next connection's tree shows every navigation")
    func overflowWhileTheServerIsGone() async throws {
        let first = try await InspectorTestServer()
        let port = await first.port
        let shop = ShopCoordinator()
        let session = try await Self.connect(shop, to: first)
        defer { session.close() }
        #expect(await eventually { Self.isConnected(session) })
        await first.stop()
        #expect(await eventually { session.state == .waiting })
        for index in 0..<250 {
            if index.isMultiple(of: 2) { shop.navigate(to: ShopRoute.list) } else { shop.pop() }
        }
        shop.navigate(to: ShopRoute.detail)
        #expect(session.droppedCount == 403, "251 events and the markers of 126 navigations, a queue of 100")
        let second = try await InspectorTestServer(port: port)
        defer { Task { await second.stop() } }
        #expect(await eventually { await second.log.trees.count == 1 })
        let tree = try #require(await second.log.trees.first)
        #expect(tree.tree == shop.captureTree())
        #expect(tree.sequence == 251)
        shop.pop()
        #expect(await eventually { await second.log.events.map(\.sequence) == [252] })
        #expect(await second.log.messages.allSatisfy { if case .dropped = $0 { false } else { true } }, "the tree shows what overflowed: no notice")
    }

    @Test("an answer over the size limit is refused before parsing: the session reconnects and goes on")
    func oversizeAnswerIsRefused() async throws {
        let server = try await InspectorTestServer()
        defer { Task { await server.stop() } }
        await server.log.setOversizePolls(1)
        let shop = ShopCoordinator()
        let session = try await Self.connect(shop, to: server)
        defer { session.close() }
        #expect(await eventually { await server.log.hellos.count == 2 })
        await server.log.enqueue(InspectorRequest(id: 1, action: .navigate(route: "detail")))
        #expect(await eventually { await server.log.replies == [InspectorReply(request: 1, outcome: .applied(true))] })
        #expect(shop.captureTree() != ShopCoordinator().captureTree())
    }
}

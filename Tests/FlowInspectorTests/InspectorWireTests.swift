import FlowCore
import FlowInspectorProtocol
import Foundation
import Testing

/// The wire protocol as data: every message survives a round trip, and oversize or foreign
/// messages are refused before they are parsed.
@Suite("Inspector wire protocol")
struct InspectorWireTests {
    @Test("every app message kind survives a round trip through one line, events keeping their cause")
    func appMessagesRoundTrip() throws {
        let shop = ShopCoordinator()
        let recorder = NavigationRecorder()
        shop.addObserver(recorder)
        shop.navigate(to: ShopRoute.list)
        _ = shop.userPop(keeping: 0, gesture: .swipeBack)
        let trace = shop.trace(to: ShopRoute.detail, dryRun: true)
        #expect(recorder.events.count == 2)
        #expect(recorder.events.last?.cause == .user(.swipeBack))
        let messages: [AppMessage] = [
            .hello(InspectorHello(app: "Shop", token: "t0k\"en\n")),
            .tree(InspectorTree(sequence: 2, tree: shop.captureTree())),
            .event(InspectorEvent(sequence: 1, event: recorder.events[0])),
            .event(InspectorEvent(sequence: 2, event: recorder.events[1])),
            .dropped(7),
            .reply(InspectorReply(request: 1, outcome: .applied(true))),
            .reply(InspectorReply(request: 2, outcome: .traced(trace))),
            .reply(InspectorReply(request: 3, outcome: .captured)),
            .reply(InspectorReply(request: 4, outcome: .refused("no route named x"))),
            .action(
                InspectorAction(
                    sequence: 2, kind: .navigate, route: RouteValue(ShopRoute.detail), value: #"{"id":3}"#, fromRoot: true, coordinator: "ShopCoordinator")),
            .action(InspectorAction(sequence: 2, kind: .gesture, gesture: .swipeBack)),
            .action(InspectorAction(sequence: 2, kind: .open, url: "shop://detail")),
            .actionEnd(InspectorActionEnd(sequence: 3, succeeded: false)),
        ]
        #expect(Set(messages.map(\.kind)) == Set(AppMessage.Kind.allCases))
        for message in messages {
            let line = try InspectorWire.encode(message)
            #expect(!line.contains(UInt8(ascii: "\n")), "one message is one line")
            #expect(try InspectorWire.decode(AppMessage.self, line: line) == message)
        }
        let batch = try InspectorWire.encodeBatch(messages)
        #expect(try InspectorWire.decodeBatch(AppMessage.self, from: batch) == messages)
    }

    @Test("an event's line names its kind, type and version, and carries a user cause as user.<gesture>")
    func eventLineShape() throws {
        let shop = ShopCoordinator()
        let recorder = NavigationRecorder()
        shop.addObserver(recorder)
        shop.navigate(to: ShopRoute.list)
        _ = shop.userPop(keeping: 0, gesture: .swipeBack)
        let line = try #require(
            String(data: try InspectorWire.encode(AppMessage.event(InspectorEvent(sequence: 2, event: recorder.events[1]))), encoding: .utf8))
        #expect(line.hasPrefix(#"{"body":{"event":{"#))
        #expect(line.contains(#""cause":"user.swipeBack""#))
        #expect(line.hasSuffix(#""type":"event","v":1}"#))
    }

    @Test("every request kind survives a round trip")
    func requestsRoundTrip() throws {
        let requests = [
            InspectorRequest(id: 1, action: .open(url: "shop://list?x=1")),
            InspectorRequest(id: 2, action: .navigate(route: "ShopRoute.detail")),
            InspectorRequest(id: 3, action: .trace(url: "shop://detail")),
            InspectorRequest(id: 4, action: .capture),
        ]
        #expect(Set(requests.map(\.action.kind)) == Set(InspectorRequest.Action.Kind.allCases))
        let batch = try InspectorWire.encodeBatch(requests)
        #expect(try InspectorWire.decodeBatch(InspectorRequest.self, from: batch) == requests)
        let line = try #require(String(data: try InspectorWire.encode(requests[1]), encoding: .utf8))
        #expect(line == #"{"body":"ShopRoute.detail","id":2,"type":"navigate","v":1}"#)
    }

    @Test("a line over the limit is refused before parsing, even when it is not JSON")
    func oversizeLineIsRefused() {
        let line = Data(repeating: UInt8(ascii: "x"), count: InspectorWire.maxMessageBytes + 1)
        #expect(throws: InspectorWireError.oversize(bytes: line.count, limit: InspectorWire.maxMessageBytes)) {
            try InspectorWire.decode(AppMessage.self, line: line)
        }
        #expect(throws: InspectorWireError.oversize(bytes: line.count, limit: InspectorWire.maxMessageBytes)) {
            try InspectorWire.decodeBatch(InspectorRequest.self, from: Data("{}\n".utf8) + line)
        }
    }

    @Test("a batch over the limit is refused whole before parsing")
    func oversizeBatchIsRefused() {
        let line = Data(repeating: UInt8(ascii: "x"), count: 1000) + Data("\n".utf8)
        var batch = Data()
        while batch.count <= InspectorWire.maxBatchBytes { batch.append(line) }
        #expect(throws: InspectorWireError.oversize(bytes: batch.count, limit: InspectorWire.maxBatchBytes)) {
            try InspectorWire.decodeBatch(AppMessage.self, from: batch)
        }
    }

    @Test("a message too large to send is refused when encoded")
    func oversizeEncodingIsRefused() {
        let name = String(repeating: "n", count: InspectorWire.maxMessageBytes)
        #expect(throws: InspectorWireError.self) { try InspectorWire.encode(AppMessage.reply(InspectorReply(request: 1, outcome: .refused(name)))) }
    }

    @Test("another protocol version, an unknown type and bad JSON are refused, each with its reason")
    func foreignMessagesAreRefused() {
        #expect(throws: InspectorWireError.unsupportedVersion(2)) {
            try InspectorWire.decode(AppMessage.self, line: Data(#"{"v":2,"type":"dropped","body":1}"#.utf8))
        }
        #expect(throws: InspectorWireError.unsupportedVersion(0)) {
            try InspectorWire.decode(InspectorRequest.self, line: Data(#"{"v":0,"id":1,"type":"capture"}"#.utf8))
        }
        for text in [#"{"v":1,"type":"shout","body":1}"#, #"{"v":1,"type":"dropped"}"#, "{", #"{"type":"dropped","body":1}"#] {
            #expect(throws: InspectorWireError.self, "\(text)") { try InspectorWire.decode(AppMessage.self, line: Data(text.utf8)) }
            do {
                _ = try InspectorWire.decode(AppMessage.self, line: Data(text.utf8))
            } catch {
                guard case .malformed = error else {
                    Issue.record("\(text): \(error)")
                    return
                }
            }
        }
    }
}

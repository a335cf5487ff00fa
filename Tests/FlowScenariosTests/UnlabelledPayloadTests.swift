import FlowCore
import Testing

@testable import FlowScenarios

/// A route case with one unlabelled value (`case message(Int)`): Swift's Codable form names the
/// value `_0`; a scenario may write the bare value instead.
enum MailboxRoute: Route, Codable, CaseIterable {
    case inbox
    case message(Int)
    case search(String)
    static let allCases: [MailboxRoute] = [.inbox, .message(1)]
    var identifier: String {
        switch self {
        case .inbox: "inbox"
        case let .message(id): "message_\(id)"
        case let .search(text): "search_\(text)"
        }
    }
}

final class MailboxCoordinator: Coordinator<MailboxRoute> {
    init() { super.init(router: Router(initial: .inbox)) }
    override func canHandle(_ route: MailboxRoute) -> Bool { true }
}

struct MailboxApp: AtlasApp {
    var name: String { "mailbox" }
    func makeRoot() -> any AnyCoordinator { MailboxCoordinator() }
}

@Suite("Unlabelled payloads")
struct UnlabelledPayloadTests {
    static func route(_ text: String) throws -> AnyRoute {
        try ScenarioParser(apps: [MailboxApp()]).route(text, app: MailboxApp(), source: "test").route
    }

    @Test("the bare value and the _0 form name the same route")
    func bareValue() throws {
        #expect(try Self.route("{ MailboxRoute: { message: 42 } }") == AnyRoute(MailboxRoute.message(42)))
        #expect(try Self.route("{ MailboxRoute: { message: { _0: 42 } } }") == AnyRoute(MailboxRoute.message(42)))
        #expect(try Self.route("{ MailboxRoute: { search: \"a: b\" } }") == AnyRoute(MailboxRoute.search("a: b")))
    }

    @Test("a bare value of the wrong type still fails with the Codable form's message")
    func wrongType() {
        #expect {
            try Self.route("{ MailboxRoute: { message: \"x\" } }")
        } throws: { error in
            "\(error)".contains("MailboxRoute value does not decode")
        }
    }
}

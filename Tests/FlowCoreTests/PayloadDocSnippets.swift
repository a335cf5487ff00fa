import FlowCore
import Foundation
import Testing

// The README's and docs/engine.md's snippets on payload routes and saving navigation,
// compiled and run here (DocSnippetTests checks the pages show exactly these regions).

// snippet:payload-route begin
enum InboxRoute: Route, Codable {
    case inbox
    case message(id: Int)

    // The display and deep-link name: put the payload in it, or two messages look alike in snapshots.
    var identifier: String {
        switch self {
        case .inbox: "inbox"
        case let .message(id): "message_\(id)"
        }
    }
}

final class InboxCoordinator: Coordinator<InboxRoute> {
    init() { super.init(router: Router(initial: .inbox)) }
    override func canHandle(_ route: InboxRoute) -> Bool { true }
}
// snippet:payload-route end

@Test("README: payload routes are compared by value, and navigation survives a relaunch")
func payloadAndRestoreSnippet() throws {
    // snippet:save-restore begin
    let inbox = InboxCoordinator()
    inbox.navigate(to: InboxRoute.message(id: 41))
    inbox.navigate(to: InboxRoute.message(id: 42))  // another value: pushed too
    let data = try inbox.saveNavigation().json()  // versioned, sorted-key JSON

    let relaunched = InboxCoordinator()  // after a relaunch: a fresh app
    try relaunched.restoreNavigation(from: data)  // typed errors leave it untouched
    assert(relaunched.captureTree() == inbox.captureTree())
    // snippet:save-restore end
    #expect(relaunched.router.state.stack == [.message(id: 41), .message(id: 42)])
}

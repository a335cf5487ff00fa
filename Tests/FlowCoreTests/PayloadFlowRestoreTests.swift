import Foundation
import Testing

@testable import FlowCore

/// Restoring flows from their saved roots (issue 48, point 4): an account's unlock flow has the
/// root `unlock(user:)` under an orchestrator whose own root is `.locked` for every account, so
/// only the flow's saved root says whose flow it was.
@Suite("Restore rebuilds flows from their saved roots, payloads included")
struct PayloadFlowRestoreTests {
    enum AppRoute: String, Route, Codable { case locked }

    enum UnlockRoute: Route, Codable {
        case unlock(user: String)
        case password
        var identifier: String {
            switch self {
            case let .unlock(user): "unlock_\(user)"
            case .password: "password"
            }
        }
    }

    final class App: FlowOrchestrator<AppRoute> {
        static let accounts = ["alice", "carol"]
        init() {
            super.init(router: Router(initial: .locked))
            addChild(UnlockFlow(user: "alice"))
        }
        override func canHandleFlowChange(to route: any Route) -> Bool { route is UnlockRoute }
        override func handleFlowChange(to route: any Route) -> Bool {
            guard case let .unlock(user)? = route as? UnlockRoute, Self.accounts.contains(user) else { return false }
            transitionToFlow(UnlockFlow(user: user), root: .locked)
            return true
        }
    }

    final class UnlockFlow: Coordinator<UnlockRoute> {
        init(user: String) { super.init(router: Router(initial: .unlock(user: user))) }
        override func canHandle(_ route: UnlockRoute) -> Bool { route == .password }
    }

    @Test("carol's locked flow, saved and restored into a fresh app (alice's), is carol's again, through handleFlowChange")
    func payloadFlowRoot() throws {
        let app = App()
        #expect(app.navigate(to: UnlockRoute.unlock(user: "carol")))
        #expect(app.navigate(to: UnlockRoute.password))
        let saved = try app.saveNavigation().json()
        let fresh = App()
        try fresh.restoreNavigation(from: saved)
        #expect(fresh.captureTree() == app.captureTree())
        #expect(fresh.captureTree().outline.contains("root=unlock_carol stack=[password]"))
    }

    @Test("a flow root the orchestrator refuses is flowChangeRefused, one its type cannot read unknownRoute; the app is unchanged")
    func unknownFlowRoots() throws {
        let app = App()
        #expect(app.navigate(to: UnlockRoute.unlock(user: "carol")))
        let text = String(decoding: try app.saveNavigation().json(), as: UTF8.self)
        #expect(text.contains("carol"))
        let fresh = App()
        let before = fresh.captureTree()
        let refused = Data(text.replacingOccurrences(of: "carol", with: "mallory").utf8)
        #expect(throws: NavigationRestoreError.self) { try fresh.restoreNavigation(from: refused) }
        do { try fresh.restoreNavigation(from: refused) } catch { #expect(error.kind == .flowChangeRefused) }
        let unreadable = Data(text.replacingOccurrences(of: #"{"unlock":{"user":"carol"}}"#, with: #"{"vanished":{}}"#).utf8)
        do {
            try fresh.restoreNavigation(from: unreadable)
            Issue.record("restored an unreadable flow root")
        } catch { #expect(error.kind == .unknownRoute) }
        #expect(fresh.captureTree() == before)
    }
}

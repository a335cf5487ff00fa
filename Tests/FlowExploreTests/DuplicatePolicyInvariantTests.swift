import FlowCore
import FlowExplore
import FlowScenarios
import Testing

/// The explorer's "a stack holds a route twice" rule respects `allowsDuplicates(_:)`.
@Suite("Invariants and allowsDuplicates")
struct DuplicatePolicyInvariantTests {
    enum Page: String, Route, Codable, CaseIterable { case home, status, account }

    final class Pages: Coordinator<Page> {
        var allow: Bool
        init(allow: Bool) {
            self.allow = allow
            super.init(router: Router(initial: .home))
        }
        override func canHandle(_ route: Page) -> Bool { true }
        override func allowsDuplicates(_ route: Page) -> Bool { allow && route == .status }
    }

    @Test("a repeat the coordinator allows is no violation; the same stack restored where it is not allowed is refused")
    func allowedRepeat() throws {
        let app = Pages(allow: true)
        for route in [Page.status, .account, .status] { app.navigate(to: route) }
        #expect(app.router.state.stack == [.status, .account, .status])
        #expect(InvariantChecker.violations(in: app).isEmpty)
        #expect(throws: NavigationRestoreError.self) { try Pages(allow: false).restoreNavigation(app.saveNavigation()) }
    }

    @Test("a repeat the coordinator does not allow is a violation")
    func refusedRepeat() {
        let app = Pages(allow: true)
        for route in [Page.status, .account, .status] { app.navigate(to: route) }
        #expect(InvariantChecker.violations(in: app).isEmpty)
        // The policy changes under the stack (the engine itself never builds such a stack).
        app.allow = false
        let violations = InvariantChecker.violations(in: app)
        #expect(violations.map(\.rule) == [.stackHoldsRouteTwice])
        #expect(violations.first?.detail.contains("status") == true)
    }

    struct PagesApp: AtlasApp {
        var name: String { "pages" }
        func makeRoot() -> any AnyCoordinator { Pages(allow: true) }
    }

    @Test("exploring an app that allows a repeat finds the repeated stacks and no violation")
    func explored() throws {
        let exploration = Explorer(app: PagesApp(), maxStates: .max, maxDepth: 4).explore()
        #expect(exploration.violations.isEmpty, "\(exploration.violations)")
        let repeated = exploration.states.filter { Set($0.tree.nodes[0].stack).count < $0.tree.nodes[0].stack.count }
        #expect(!repeated.isEmpty)
    }
}

import Testing

@testable import FlowCore

/// What the engine's unchecked exclusivity relies on (Sources/FlowCore/Unsafe/NodeCore.swift):
/// code the engine calls back (observers, hooks) may navigate the same tree, and no access to a
/// node's state is open while it does. A navigation from inside a callback must leave the same
/// tree, routes and ownership as the two navigations made one after the other.
@Suite("Reentrant navigation")
struct ReentrantNavigationTests {
    enum Page: String, Route { case home, a, b, c }

    /// Navigates its coordinator to `then` the first time it sees a push of `when`.
    final class Chaser: NavigationObserver {
        let when: Page
        let then: Page
        weak var coordinator: BehaviourFixtures.Scripted<Page>?
        private var fired = false
        init(when: Page, then: Page) {
            self.when = when
            self.then = then
        }
        func navigation(didApply event: NavigationEvent) {
            guard !fired, event.route?.identifier == when.rawValue else { return }
            fired = true
            _ = coordinator?.navigate(to: then)
        }
    }

    @Test("an observer that navigates the tree it observes leaves it as two navigations in a row would")
    func observerNavigates() {
        let reentrant = BehaviourFixtures.Scripted(root: Page.home, pushes: [.a, .b, .c])
        let chaser = Chaser(when: .a, then: .c)
        chaser.coordinator = reentrant
        reentrant.addObserver(chaser)
        #expect(reentrant.navigate(to: Page.a))

        let sequential = BehaviourFixtures.Scripted(root: Page.home, pushes: [.a, .b, .c])
        #expect(sequential.navigate(to: Page.a))
        #expect(sequential.navigate(to: Page.c))

        #expect(reentrant.captureTree() == sequential.captureTree())
        #expect(reentrant.router.state.stack == sequential.router.state.stack)
        #expect(reentrant.ownershipFlaws() == [])
    }
}

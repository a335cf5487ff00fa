import FlowBindings
import FlowCore
import Observation
import Testing

/// The bindings keep their records and stack models without run-time exclusivity checks, on the
/// promise that no access to them is held across a call that could reach them again
/// (`NavigationBindings.records`). Here a hook and an observer navigate again in the middle of
/// an update: each model must end as fresh bindings show the tree.
@Suite("Bindings under reentrant navigation")
struct BindingsReentrancyTests {
    enum Page: String, Route { case home, first, second, third }

    final class Pages: Coordinator<Page> {
        var onExit: ((Page) -> Void)?
        init() { super.init(router: Router(initial: .home)) }
        override func canHandle(_ route: Page) -> Bool { true }
        override func didExit(_ route: Page, gesture: UserGesture) { onExit?(route) }
    }

    /// What fresh bindings show for `root`'s stack.
    static func freshPath(_ root: Pages) -> [String] {
        let fresh = NavigationBindings(root: root)
        defer { fresh.detach() }
        return fresh.stack(of: root)!.path.map(\.description)
    }

    @Test("a didExit hook that navigates during the user's back gesture: the stack shows the hook's navigation")
    func hookNavigatesDuringGesture() {
        let root = Pages()
        let bindings = NavigationBindings(root: root)
        let stack = bindings.stack(of: root)!
        root.navigate(to: Page.first)
        root.navigate(to: Page.second)
        root.onExit = { route in if route == .second { root.navigate(to: Page.third) } }
        #expect(stack.setPath(Array(stack.path.dropLast()), gesture: .backButton))
        #expect(stack.path.map(\.description) == ["Page.first", "Page.third"])
        bindings.detach()
        #expect(stack.path.map(\.description) == Self.freshPath(root))
    }

    @Test("an observer that navigates when it is told of a change: the stack shows both navigations")
    func observerNavigatesWhenNotified() {
        final class Once: @unchecked Sendable {  // the test's one thread
            var action: (() -> Void)?
            func run() {
                let action = self.action
                self.action = nil
                action?()
            }
        }
        let root = Pages()
        let bindings = NavigationBindings(root: root)
        let stack = bindings.stack(of: root)!
        let once = Once()
        once.action = { root.navigate(to: Page.second) }
        withObservationTracking {
            _ = stack.path
        } onChange: {
            once.run()
        }
        root.navigate(to: Page.first)
        #expect(once.action == nil, "the observer was told")
        #expect(stack.path.map(\.description) == ["Page.first", "Page.second"])
        bindings.detach()
        #expect(stack.path.map(\.description) == Self.freshPath(root))
    }
}

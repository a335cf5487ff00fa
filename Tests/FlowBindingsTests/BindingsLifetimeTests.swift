import FlowBindings
import FlowCore
import Testing

/// What the bindings keep alive: a model lives as long as its coordinator (or whoever holds it).
@Suite("Bindings lifetime")
struct BindingsLifetimeTests {
    enum Page: String, Route { case home, detail }

    final class Pages: Coordinator<Page> {
        init() { super.init(router: Router(initial: .home)) }
        override func canHandle(_ route: Page) -> Bool { true }
    }

    /// A record of the bindings (kept on the engine's record of its coordinator, and holding a
    /// handle that retains that record) is ended by the coordinator's `deinit`, so the two do not
    /// keep each other alive.
    @Test("a coordinator that ends takes its models with it")
    func endedCoordinatorReleasesItsModels() {
        let root = Pages()
        let bindings = NavigationBindings(root: root)
        weak var coordinator: Pages?
        weak var presentation: PresentationBinding?
        weak var stack: StackBinding?
        do {
            let child = Pages()
            coordinator = child
            presentation = bindings.presentation(of: child)
            stack = bindings.stack(of: child)
        }
        #expect(coordinator == nil)
        #expect(presentation == nil)
        #expect(stack == nil)
        withExtendedLifetime(bindings) {}
    }
}

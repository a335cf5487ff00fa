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

    enum Sheet: String, Route { case edit, history }

    final class Editor: Coordinator<Sheet> {
        override func canHandle(_ route: Sheet) -> Bool { true }
    }

    /// A presenter of a modal made when presented (`addModalCoordinator(for:make:)`).
    final class Presenter: Coordinator<Page> {
        init() {
            super.init(router: Router(initial: .home))
            addModalCoordinator(for: { $0 == .detail ? Sheet.edit : nil }, make: { Editor(router: Router(initial: $0)) })
        }
        override func canHandle(_ route: Page) -> Bool { true }
        override func navigationType(for route: Page) -> NavigationType { route == .detail ? .modal : .push }
    }

    @Test("a made modal the view shows as a sheet, swiped down by the user, ends with its models")
    func madeModalSwipedDown() {
        let root = Presenter()
        let bindings = NavigationBindings(root: root)
        let presentation = bindings.presentation(of: root)
        weak var made: Editor?
        weak var madeStack: StackBinding?
        #expect(root.navigate(to: Page.detail))
        do {
            let sheet = presentation.sheet
            #expect(sheet?.route == AnyRoute(Page.detail))
            made = root.visibleCoordinator as? Editor
            madeStack = made.flatMap { bindings.stack(of: $0) }
            #expect(made?.navigate(to: Sheet.history) == true)
            #expect(madeStack?.path.map(\.description) == ["Sheet.history"])
        }
        presentation.sheet = nil
        #expect(presentation.sheet == nil)
        #expect(root.presentedModal == nil)
        #expect(made == nil, "nothing holds a dismissed made modal")
        #expect(madeStack == nil)
        // Presenting again makes a new one, at its root.
        #expect(root.navigate(to: Page.detail))
        #expect((root.visibleCoordinator as? Editor)?.router.state.stack.isEmpty == true)
    }
}

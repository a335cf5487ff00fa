/// The type-erased form of `NavigationState`: how the engine keeps every coordinator's routes
/// (`router.state` is this, typed on reading), so planning never converts.
struct RouteState: Equatable {
    var root: AnyRoute
    var stack: [AnyRoute]
    var selectedTab: Int
    var presented: AnyRoute?
    var detour: AnyRoute?
    var detents: ModalDetentConfiguration?

    var currentRoute: AnyRoute { presented ?? stack.last ?? root }

    /// At `root` with an empty stack, tab 0 and nothing presented.
    init(root: AnyRoute) {
        self.root = root
        stack = []
        selectedTab = 0
        presented = nil
        detour = nil
        detents = nil
    }

    init(root: AnyRoute, stack: [AnyRoute], selectedTab: Int, presented: AnyRoute?, detour: AnyRoute?, detents: ModalDetentConfiguration?) {
        self.root = root
        self.stack = stack
        self.selectedTab = selectedTab
        self.presented = presented
        self.detour = detour
        self.detents = detents
    }

    init<R>(_ state: NavigationState<R>) {
        root = AnyRoute(state.root)
        stack = state.stack.map { AnyRoute($0) }
        selectedTab = state.selectedTab
        presented = state.presented.map { AnyRoute($0) }
        detour = state.detour
        detents = state.modalDetentConfiguration
    }

    /// Converts back; the resolver stores routes of type `R` here, except a presented route of a
    /// modal of another type navigated to directly.
    func typed<R: Route>(as _: R.Type) -> NavigationState<R> {
        var state = NavigationState<R>(root: root.base as! R)
        state.stack = stack.map { $0.base as! R }
        state.selectedTab = selectedTab
        // A modal of another route type presented for one of its own routes holds that route.
        state.presented = presented.flatMap { $0.base as? R }
        state.detour = detour
        state.modalDetentConfiguration = detents
        return state
    }
}

/// One coordinator's navigation state, as a value.
public struct NavigationState<R: Route>: Equatable {
    /// The route shown when the stack is empty.
    public internal(set) var root: R
    /// Pushed routes, root excluded, bottom first.
    public internal(set) var stack: [R]
    /// The selected tab (meaningful for tab coordinators).
    public internal(set) var selectedTab: Int
    /// The modal entry route this coordinator presents; `nil` when it presents nothing, or a modal
    /// of another route type for one of that type's routes (`addModalCoordinator(_:for:)`).
    public internal(set) var presented: R?
    /// The route the presented detour shows (any route type).
    public internal(set) var detour: AnyRoute?
    /// The detent configuration of the presented modal.
    public internal(set) var modalDetentConfiguration: ModalDetentConfiguration?

    /// A state at `root` with an empty stack, tab 0 and nothing presented.
    public init(root: R) {
        self.root = root
        stack = []
        selectedTab = 0
        presented = nil
        detour = nil
        modalDetentConfiguration = nil
    }

    /// `presented ?? stack.last ?? root`.
    public var currentRoute: R { presented ?? stack.last ?? root }
}

/// What every coordinator can do, whatever its route type.
///
/// Lets tools (scenario runners, deep-link handlers, tests) drive a tree without knowing
/// each coordinator's route type: `app.visibleCoordinator.navigate(to: OceanRoute.abyss)`.
public protocol AnyCoordinator: AnyObject {
    /// See `Coordinator.navigate(to:)`.
    @discardableResult func navigate(to route: any Route) -> Bool
    /// See `Coordinator.trace(to:dryRun:)`.
    func trace(to route: any Route, dryRun: Bool) -> NavigationTrace
    /// See `Coordinator.pop()`.
    func pop()
    /// See `Coordinator.popToRoot()`.
    func popToRoot()
    /// See `Coordinator.dismissModal()`.
    func dismissModal()
    /// See `Coordinator.dismissDetour()`.
    func dismissDetour()
    /// See `Coordinator.captureTree()`.
    func captureTree() -> NavigationTree
    /// See `Coordinator.captureTreeWithIdentities()`.
    func captureTreeWithIdentities() -> (tree: NavigationTree, identities: [CoordinatorIdentity])
    /// This coordinator's identity (matches `captureTreeWithIdentities()` and event subjects).
    var identity: CoordinatorIdentity { get }
    /// The type of the routes this coordinator shows (`R` of `Coordinator<R>`).
    var routeType: any Route.Type { get }
    /// The routes on this coordinator's stack, its root first (what tools read without knowing `R`).
    var stackRoutes: [AnyRoute] { get }
    /// How this coordinator is shown by its parent.
    var presentationContext: PresentationContext { get }
    /// The coordinator whose screen is on top, found from here.
    var visibleCoordinator: any AnyCoordinator { get }
    /// The coordinators on screen from this one to the visible one: flows, selected tabs,
    /// pushed children, presented modals and detours, in that nesting order.
    var visibleChain: [any AnyCoordinator] { get }
    /// The coordinator that owns or presents this one.
    var parentCoordinator: (any AnyCoordinator)? { get }
    /// Owned children, insertion order.
    var children: [any AnyCoordinator] { get }
    /// Children pushed onto this coordinator's stack, screen order.
    var pushedChildren: [any AnyCoordinator] { get }
    /// The modal coordinators registered with this one, registration order.
    var modalCoordinators: [any AnyCoordinator] { get }
    /// The modal coordinator this one presents.
    var presentedModal: (any AnyCoordinator)? { get }
    /// The detour coordinator this one presents.
    var presentedDetour: (any AnyCoordinator)? { get }
    /// See `Coordinator.saveState()`.
    func saveState() -> NavigationMemento
    /// See `Coordinator.restoreState(_:)`.
    func restoreState(_ memento: NavigationMemento)
    /// See `Coordinator.saveNavigation()`.
    func saveNavigation() throws(NavigationRestoreError) -> SavedNavigation
    /// See `Coordinator.restoreNavigation(_:detours:)`.
    func restoreNavigation(_ saved: SavedNavigation, detours: DetourRestorer?) throws(NavigationRestoreError)
    /// Starts delivering events and errors at and below this coordinator to `observer`.
    func addObserver(_ observer: any NavigationObserver)
    /// Stops delivering to `observer`.
    func removeObserver(_ observer: any NavigationObserver)
}

/// What every coordinator can do, whatever its route type.
///
/// Lets tools (scenario runners, deep-link handlers, tests) drive a tree without knowing
/// each coordinator's route type: `app.visibleCoordinator.navigate(to: OceanRoute.abyss)`.
public protocol AnyCoordinator: AnyObject {
    /// See `Coordinator.navigate(to:)`.
    @discardableResult func navigate(to route: any Route) -> Bool
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
    /// How this coordinator is shown by its parent.
    var presentationContext: PresentationContext { get }
    /// The coordinator whose screen is on top, found from here.
    var visibleCoordinator: any AnyCoordinator { get }
    /// The coordinator that owns or presents this one.
    var parentCoordinator: (any AnyCoordinator)? { get }
    /// Starts delivering events and errors at and below this coordinator to `observer`.
    func addObserver(_ observer: any NavigationObserver)
    /// Stops delivering to `observer`.
    func removeObserver(_ observer: any NavigationObserver)
}

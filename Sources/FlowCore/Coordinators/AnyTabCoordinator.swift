/// What every tab coordinator can do, whatever its route type.
public protocol AnyTabCoordinator: AnyCoordinator {
    /// See `TabCoordinator.switchToTab(_:)`.
    func switchToTab(_ index: Int)
    /// The tabs, in order.
    var tabs: [any AnyCoordinator] { get }
}

/// Receives the events and errors of a coordinator tree.
///
/// Register with `Coordinator.addObserver(_:)`; an observer sees everything that
/// happens at that coordinator and below it. Observers are held weakly.
public protocol NavigationObserver: AnyObject {
    /// A primitive step was applied.
    func navigation(didApply event: NavigationEvent)
    /// A navigation or configuration call failed; nothing was changed.
    func navigation(didFail error: NavigationError)
}

extension NavigationObserver {
    public func navigation(didApply event: NavigationEvent) {}
    public func navigation(didFail error: NavigationError) {}
}

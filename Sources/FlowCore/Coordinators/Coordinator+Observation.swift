/// Observing a coordinator and everything below it.
extension Coordinator {
    /// Starts delivering the events and errors of this coordinator and everything
    /// below it to `observer` (held weakly).
    public func addObserver(_ observer: any NavigationObserver) { core.addObserver(observer) }

    /// Stops delivering to `observer`.
    public func removeObserver(_ observer: any NavigationObserver) { core.removeObserver(observer) }
}

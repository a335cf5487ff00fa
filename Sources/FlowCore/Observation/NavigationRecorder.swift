/// An observer that keeps everything it receives, for tests and tools.
public final class NavigationRecorder: NavigationObserver {
    /// Every event received, in order.
    public private(set) var events: [NavigationEvent] = []
    /// Every error received, in order.
    public private(set) var errors: [NavigationError] = []

    /// An empty recorder.
    public init() {}

    public func navigation(didApply event: NavigationEvent) { events.append(event) }
    public func navigation(didFail error: NavigationError) { errors.append(error) }

    /// Forgets everything received so far.
    public func reset() {
        events = []
        errors = []
    }
}

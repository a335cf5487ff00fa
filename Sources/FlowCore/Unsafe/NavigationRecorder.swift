/// An observer that keeps everything it receives, for tests and tools.
public final class NavigationRecorder: NavigationObserver {
    /// Every event received, in order.
    // Invariant (what `@exclusivity(unchecked)` relies on): a recorder is used from one thread at
    // a time, and nothing it calls while appending can reach it again (it calls nothing).
    @exclusivity(unchecked) public private(set) var events: [NavigationEvent] = []
    /// Every error received, in order.
    @exclusivity(unchecked) public private(set) var errors: [NavigationError] = []

    /// An empty recorder.
    public init() {}

    public func navigation(didApply event: NavigationEvent) { events.append(event) }
    public func navigation(didFail error: NavigationError) { errors.append(error) }

    /// Forgets everything received so far, keeping the lists' storage when nothing else holds
    /// it.
    public func reset() {
        Self.empty(&events)
        Self.empty(&errors)
    }

    /// Empties `list`, keeping its storage.
    /// - Complexity: O(n) for n elements, one removal each.
    private static func empty<Element>(_ list: inout [Element]) {
        while !list.isEmpty { list.removeLast() }
    }
}

import FlowCore

/// One navigation event of the app, with its cause (inside the event's JSON, left out for
/// `.program`) and its place in the app's order.
public struct InspectorEvent: Hashable, Sendable, Codable {
    /// 1 for the session's first event, then one more for each; a gap means events were dropped.
    public var sequence: UInt64
    /// The event as FlowCore emitted it.
    public var event: NavigationEvent

    /// Event number `sequence`.
    public init(sequence: UInt64, event: NavigationEvent) {
        self.sequence = sequence
        self.event = event
    }
}

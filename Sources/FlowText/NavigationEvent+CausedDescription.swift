import FlowCore

extension NavigationEvent {
    /// The event's description with its cause always written: `(program)` or the gesture,
    /// for example `(user.swipeBack)`. What `run` transcripts and a snapshot's `## events`
    /// section print. (`description` leaves `(program)` out, so logs read as before causes.)
    public var causedDescription: String {
        cause.gesture == nil ? description + " (program)" : description
    }
}

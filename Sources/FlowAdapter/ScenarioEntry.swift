import FlowCore

/// Where a navigation starts.
public enum ScenarioEntry: String, Hashable, Sendable {
    /// The coordinator whose screen is on top (what a button on screen does).
    case visible
    /// The app's root coordinator (what a deep-link handler does).
    case top
}

/// Where an exploration is, for a progress line.
public struct ExplorationProgress: Sendable {
    /// The depth being expanded.
    public var depth: Int
    /// States found so far (every state of the depth being expanded and above).
    public var statesFound: Int
    /// States expanded so far.
    public var statesExpanded: Int
    /// Actions tried so far.
    public var actions: Int
    /// Time since the exploration started.
    public var elapsed: Duration

    /// Actions tried per second so far.
    public var actionsPerSecond: Double {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return seconds > 0 ? Double(actions) / seconds : 0
    }
}

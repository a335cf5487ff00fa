/// The bounds `explore` and the generated docs use when none are given.
public enum ExplorationDefaults {
    /// States discovered before stopping.
    public static let states = 1500
    /// Actions from the start beyond which states are not expanded.
    public static let depth = 3
}

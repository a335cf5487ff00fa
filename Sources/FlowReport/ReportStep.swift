/// One step of a scenario as the report shows it: what it did, the screen after it, the
/// hierarchy picture with what it changed, its events, its trace, its checkpoint.
public struct ReportStep: Hashable, Sendable {
    /// The step as written (`navigate DeepBlueRoute.level3`).
    public var title: String
    /// Whether it did what the scenario expected, and what happened.
    public var passed: Bool
    public var outcome: String
    /// Each event, with its cause.
    public var events: [String]
    /// For a navigate, a deep link or a trace step: the engine's decisions, one line each.
    public var trace: [String]
    /// The checkpoint the step wrote, its text, and its diff against the reference when they differ.
    public var checkpoint: String?
    public var snapshot: String?
    public var diff: String?
    /// The screen after the step (`ScreenHTML`).
    public var screen: String
    /// The hierarchy picture after the step: an index into the report's `PictureTable`.
    public var picture: Int
    /// The picture's nodes to light up: on screen (the visible chain), the visible one, and
    /// those the step changed (tree node ids, as the picture's `c<id>` nodes).
    public var onScreen: [Int]
    public var visible: Int?
    public var changedNodes: [Int]
    /// The coordinators the step changed (type names, in tree order).
    public var changed: [String]
}

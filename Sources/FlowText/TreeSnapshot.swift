import FlowCore
import Foundation

/// The text snapshot of a captured tree: a versioned header, the coordinator tree, the screen.
///
/// ```
/// # flowatlas snapshot v1
/// # scenario: ocean-abyss
/// # checkpoint: after-abyss
///
/// ## tree
/// AppCoordinator<AppRoute> root=tabRoot stack=[]
///   [flow] MainTabCoordinator<AppRoute> root=tabRoot stack=[] tab=2
/// ...
/// ## screen
/// tab bar: Red | Green | [Blue] | Yellow | Purple
/// stack: BlueRoute.blue > DeepBlueRoute.level1 > DeepBlueRoute.level2 > DeepBlueRoute.level3
/// sheet [large]: DeepBlueRoute.level3Modal
/// current: OceanRoute.abyss
/// ```
/// A checkpoint that follows the user's gestures (scenario steps such as `swipe-back`) ends
/// with an `## events` section: every event since the previous checkpoint, each with its cause
/// (`(program)` or the gesture). Checkpoints reached by programmatic navigation alone have no
/// such section, so their snapshots read as they did before gestures existed.
///
/// Deterministic, LF-only, UTF-8; no line numbers, addresses or timestamps.
public enum TreeSnapshot {
    /// The first line of every snapshot; bump the number when the format changes.
    public static let versionLine = "# flowatlas snapshot v1"

    /// The snapshot text of `tree`, with an optional scenario/checkpoint header.
    ///
    /// - Parameters:
    ///   - tree: the captured tree.
    ///   - scenario: the scenario named in the header, if any.
    ///   - checkpoint: the checkpoint named in the header, if any.
    ///   - events: the events since the previous checkpoint. Listed, each with its cause, only
    ///     when at least one was caused by the user (see the type's documentation).
    /// - Returns: the snapshot text, ending in a line feed.
    public static func render(_ tree: NavigationTree, scenario: String? = nil, checkpoint: String? = nil, events: [NavigationEvent] = []) -> String {
        var header = [versionLine]
        if let scenario { header.append("# scenario: \(scenario)") }
        if let checkpoint { header.append("# checkpoint: \(checkpoint)") }
        header += ["", "## tree"]
        // The outline is already lines ending in LF: appended as it is, not split and joined again.
        var text = header.joined(separator: "\n") + "\n"
        text += tree.outline
        text += "\n## screen\n"
        let screen = ScreenLayout(tree: tree).lines
        if !screen.isEmpty { text += screen.joined(separator: "\n") + "\n" }
        if events.contains(where: { $0.cause.gesture != nil }) {
            text += "\n## events\n"
            for event in events { text += DisplayText.escaped(event.causedDescription) + "\n" }
        }
        return text
    }

    /// The same value as sorted-key, pretty-printed JSON (LF, trailing newline).
    public static func json(_ tree: NavigationTree) -> String {
        // Encoding plain value types cannot fail.
        (CanonicalJSON.text(tree, pretty: true) ?? "") + "\n"
    }
}

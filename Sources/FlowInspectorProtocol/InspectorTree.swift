import FlowCore

/// The app's whole tree, captured on its own thread, with the sequence number of the last event
/// whose effect it shows: events numbered up to `sequence` are in it, later ones follow it.
public struct InspectorTree: Hashable, Sendable, Codable {
    /// The last event sequence number the tree includes (0 when no event came before it).
    public var sequence: UInt64
    /// The captured tree.
    public var tree: NavigationTree

    /// A tree that includes events up to `sequence`.
    public init(sequence: UInt64, tree: NavigationTree) {
        self.sequence = sequence
        self.tree = tree
    }
}

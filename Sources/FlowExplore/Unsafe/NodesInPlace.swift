import FlowCore

/// A captured tree's nodes, read in place: `nodes[index].field` and calls on `nodes[index]`
/// borrow the node where the array keeps it. Reading a `NavigationTree.Node` out of its array
/// copies it, retaining each of its routes and lists, and the event replay reads a node of every
/// coordinator an action touched after every action the explorer tries.
///
/// Invariant: `buffer` is the storage of the array `reading(_:_:)` was given, which that call
/// keeps alive and unchanged while `body` runs; a `NodesInPlace` is used only inside `body`
/// (it is passed down, never stored or returned), and every index is checked against the count.
/// `InvariantCheckerTests` would catch a breach: its replays that must match, and must not,
/// read the nodes through it.
struct NodesInPlace {
    private let buffer: UnsafeBufferPointer<NavigationTree.Node>

    /// `body`'s result, given `nodes` to read in place.
    static func reading<Result>(_ nodes: [NavigationTree.Node], _ body: (NodesInPlace) -> Result) -> Result {
        nodes.withUnsafeBufferPointer { body(NodesInPlace(buffer: $0)) }
    }

    /// Node `index`, borrowed in place (`index` must be below the count).
    subscript(index: Int) -> NavigationTree.Node {
        unsafeAddress {
            precondition(index >= 0 && index < buffer.count, "node index out of range")
            return buffer.baseAddress.unsafelyUnwrapped + index
        }
    }
}

/// What a fold over the one walk (`NodeCore.walk(_:)`) does at each coordinator it is lent.
protocol PreorderVisitor {
    /// Visits `core`, found at `place`, and says what the walk does next.
    mutating func visit(_ core: NodeCore, at place: NodeCore.Place) -> NodeCore.Next
}

/// A closure as a visitor: one closure call per visit, not specialised into the walk.
struct ClosureVisitor: PreorderVisitor {
    let body: (NodeCore, NodeCore.Place) -> NodeCore.Next
    func visit(_ core: NodeCore, at place: NodeCore.Place) -> NodeCore.Next { body(core, place) }
}

/// Where a coordinator hangs in its tree and what it presents, as ids of the same graph.
///
/// Links hold no references: the engine keeps alive each coordinator whose `parent` (or
/// registrar) is set (`NavigationEngine.hold(_:)`).
struct NodeLinks: Equatable {
    var context: PresentationContext = .root
    /// The coordinator that owns or presents this one.
    var parent: NodeID?
    /// The presented modal.
    var modal: NodeID?
    /// The presented detour.
    var detour: NodeID?
    /// Children currently pushed onto this coordinator's stack, in screen order.
    var pushed: [NodeID] = []

    /// Whether a modal or a detour is presented.
    var isPresentingAnything: Bool { modal != nil || detour != nil }
}

extension NavigationTree {
    /// How a node hangs off its parent, as the parent sees it: which tab, the flow, a pushed or
    /// merely owned child, a presentation or a dormant registered modal. `Relation` is what a
    /// capture stores; a link adds what only the parent knows (the tab's index, pushed or not).
    public enum Link: Hashable, Sendable, CustomStringConvertible {
        /// The captured coordinator itself.
        case root
        /// Tab `index` of a tab coordinator.
        case tab(Int)
        /// The current flow of a flow orchestrator.
        case flow
        /// A child its parent has pushed onto its screens.
        case pushed
        /// A child its parent owns and has not pushed.
        case child
        /// The modal its parent presents.
        case modal
        /// A modal registered with its parent and not presented.
        case registeredModal
        /// The detour its parent presents.
        case detour

        /// The label outlines and pictures print: `tab 2`, `pushed`, `child`, `modal`, `detour`, `flow`.
        public var description: String {
            switch self {
            case .root: "root"
            case let .tab(index): "tab \(index)"
            case .flow: "flow"
            case .pushed: "pushed"
            case .child: "child"
            case .modal: "modal"
            case .registeredModal: "registered modal"
            case .detour: "detour"
            }
        }
    }

    /// How node `id` hangs off its parent.
    public func link(of id: Int) -> Link {
        let node = nodes[id]
        guard let parentID = node.parent else { return .root }
        let parent = nodes[parentID]
        switch node.relation {
        case .root: return .root
        case .modal: return .modal
        case .registeredModal: return .registeredModal
        case .detour: return .detour
        case .child:
            switch parent.kind {
            case .tabs: return .tab(parent.children.firstIndex(of: id) ?? 0)
            case .flowOrchestrator: return .flow
            case .coordinator: return parent.pushedChildren.contains(id) ? .pushed : .child
            }
        }
    }
}

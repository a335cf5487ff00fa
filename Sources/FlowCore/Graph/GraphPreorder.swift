/// The one walk of a tree: the ids of a graph's coordinators below a top coordinator, each with
/// its place, in preorder. Capture, fingerprint, the ownership audit, mementos, moving a
/// subtree between engines and the change listener's delivery are folds over it.
///
/// The order: a coordinator, then each owned child (insertion order), the presented modal, the
/// presented detour, then each registered modal that is not presented (registration order).
/// With `.shown` it visits only what is on screen, as the overlay it is given sees it: a
/// coordinator's pushed children (in screen order) or, for tabs and flows, every child, then
/// the presented modal and detour.
///
/// Contract: it reads ids from the graph (ownership, and the links `overlay` plans or the live
/// ones) and nothing else, so it works on any graph, well-formed or not. A coordinator reached
/// a second time is visited again with `isRepeat` set and is not walked below, so the walk ends
/// on every graph, cycles included. `skipSubtree()` leaves out what is below the last visit.
/// - Complexity: O(n) for n coordinators below the top, with O(n) memory.
struct GraphPreorder: IteratorProtocol {
    /// Where a coordinator was found: the coordinator it was reached from (`nil` for the top),
    /// how it hangs off it, and its position among the parent's coordinators of that relation
    /// (a child's index among the owned children, or among the pushed ones with `.shown`, a
    /// registered modal's among the registered ones, 0 for the others).
    struct Place: Equatable {
        let parent: NodeID?
        let relation: NavigationTree.Relation
        var index = 0
    }

    /// One coordinator as the walk finds it.
    struct Visit {
        let id: NodeID
        let place: Place
        /// Whether the walk reached this coordinator before (then it does not go below it again).
        let isRepeat: Bool
    }

    /// Which coordinators the walk visits.
    enum Scope {
        /// Every coordinator of the tree.
        case tree
        /// Only those on screen.
        case shown
    }

    private let engine: NavigationEngine
    private let overlay: GraphOverlay?
    private let scope: Scope
    /// What is still to visit, the next last.
    private var pending: [Visit]
    /// The last coordinator visited for the first time, whose coordinators `next()` adds first.
    private var expanding: NodeID?
    /// Which ids the walk has visited, a bit each.
    private var seen: [UInt64]

    /// A walk of `engine`'s graph from `top`. With `.shown`, `overlay` (a plan's) gives the
    /// links; without one, the live links.
    init(_ engine: NavigationEngine, from top: NodeID, scope: Scope = .tree, overlay: GraphOverlay? = nil) {
        self.engine = engine
        self.overlay = overlay.flatMap { $0 === GraphOverlay.live ? nil : $0 }
        self.scope = scope
        pending = [Visit(id: top, place: Place(parent: nil, relation: .root), isRepeat: false)]
        seen = [UInt64](repeating: 0, count: (engine.graph.capacity + 63) / 64)
    }

    /// Leaves out what is below the last coordinator visited.
    mutating func skipSubtree() { expanding = nil }

    mutating func next() -> Visit? {
        if let id = expanding {
            expanding = nil
            expand(id)
        }
        guard let visit = pending.popLast() else { return nil }
        let (word, bit) = (visit.id.index / 64, UInt64(1) << (visit.id.index % 64))
        guard seen[word] & bit == 0 else { return Visit(id: visit.id, place: visit.place, isRepeat: true) }
        seen[word] |= bit
        expanding = visit.id
        return visit
    }

    /// The links of `id`, as the overlay plans them or live.
    private func links(_ id: NodeID) -> NodeLinks {
        if let overlay, overlay.holds(id) { return overlay.planned[id.index].links }
        return engine.graph.links[id.index]
    }

    /// Adds what hangs below `id` to `pending`, so that it comes out in the walk's order.
    private mutating func expand(_ id: NodeID) {
        let start = pending.count
        let links = links(id)
        let ownership = engine.graph.ownership[id.index]
        switch scope {
        case .tree:
            for (index, child) in ownership.children.enumerated() {
                pending.append(Visit(id: child, place: Place(parent: id, relation: .child, index: index), isRepeat: false))
            }
        case .shown:
            let shown = engine.core(id).coordinatorKind == .coordinator ? links.pushed : ownership.children
            for (index, child) in shown.enumerated() {
                pending.append(Visit(id: child, place: Place(parent: id, relation: .child, index: index), isRepeat: false))
            }
        }
        if let modal = links.modal { pending.append(Visit(id: modal, place: Place(parent: id, relation: .modal), isRepeat: false)) }
        if let detour = links.detour { pending.append(Visit(id: detour, place: Place(parent: id, relation: .detour), isRepeat: false)) }
        if scope == .tree {
            for (index, registered) in ownership.modals.enumerated() where registered != links.modal {
                pending.append(Visit(id: registered, place: Place(parent: id, relation: .registeredModal, index: index), isRepeat: false))
            }
        }
        pending[start...].reverse()
    }
}

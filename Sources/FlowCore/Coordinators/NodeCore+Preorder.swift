/// The one walk of a tree (`walk(from:_:)`): captures, the fingerprint, the ownership audit,
/// mementos, moving a subtree between engines, the change listener's adoption and delivery
/// after a restore, and `AnyCoordinator.coordinatorsInPreorder` are folds over it.
extension NodeCore {
    /// Where the walk found a coordinator: the coordinator it was reached from (`nil` for the
    /// first), how it hangs off it and its position among the parent's coordinators of that
    /// relation (a child's index among the owned children, a registered modal's among the
    /// registered ones, 0 for the others): together, a path from the first coordinator.
    struct Place {
        let parent: NodeID?
        let relation: NavigationTree.Relation
        var index = 0
    }

    /// What the walk does after a visit.
    enum Next {
        /// Goes below the coordinator, then on.
        case goOn
        /// Goes on without going below it.
        case skipSubtree
        /// Ends the walk.
        case stop
    }

    /// Visits this coordinator and everything below it, pre-order: the node, then each owned
    /// child (insertion order), the presented modal, the presented detour, then each registered
    /// modal that is not presented (registration order). Live links only.
    final func preorder(_ body: (NodeCore) -> Void) {
        walk { node, _ in
            body(node)
            return .goOn
        }
    }

    /// `preorder(_:)`, telling where each coordinator was found.
    final func preorderWithPlaces(_ body: (NodeCore, Place) -> Void) {
        walk { node, place in
            body(node, place)
            return .goOn
        }
    }

    /// The first coordinator in `preorder(_:)`'s order for which `found` is `true` (the walk stops there).
    final func firstInPreorder(where found: (NodeCore) -> Bool) -> NodeCore? {
        var first: NodeCore?
        walk { node, _ in
            guard found(node) else { return .goOn }
            first = node
            return .stop
        }
        return first
    }

    /// The one walk, in `preorder(_:)`'s order, from this coordinator: `visit` says for each
    /// coordinator whether to go below it and whether to go on. See `walk(_:)` with a visitor.
    final func walk(_ visit: (NodeCore, Place) -> Next) {
        withoutActuallyEscaping(visit) { visit in
            var visitor = ClosureVisitor(body: visit)
            walk(&visitor)
        }
    }

    /// The one walk, in `preorder(_:)`'s order, from this coordinator: `visitor` says for each
    /// coordinator whether to go below it and whether to go on (a visitor type is specialised
    /// into the walk). Each coordinator is lent to the visitor for the call, not retained (the
    /// tree holds it). The
    /// walk does not look for repeats: on a graph whose links make a cycle (an ownership flaw),
    /// a fold that must end skips what it has seen (as `ownershipFlaws()` does).
    /// - Complexity: O(n) for the n coordinators it visits; no allocation.
    final func walk<Visitor: PreorderVisitor>(_ visitor: inout Visitor) {
        _ = walk(from: Place(parent: nil, relation: .root), in: engine, &visitor)
    }

    /// The walk below `place`, in `engine`; `false` once the visitor said stop.
    private func walk<Visitor: PreorderVisitor>(from place: Place, in engine: NavigationEngine, _ visitor: inout Visitor) -> Bool {
        switch visitor.visit(self, at: place) {
        case .stop: return false
        case .skipSubtree: return true
        case .goOn: break
        }
        // Cores are borrowed through their unretained references (the tree holds them), and
        // lists and links are read in place, one by one, without a copy.
        var index = 0
        while index < childCount {
            let going = engine.coreRef(engine.graph.ownership[id.index].children[index])!.read {
                $0.walk(from: Place(parent: id, relation: .child, index: index), in: engine, &visitor)
            }
            guard going else { return false }
            index += 1
        }
        let modal = links.modal
        if let presented = engine.coreRef(modal), !presented.read({ $0.walk(from: Place(parent: id, relation: .modal), in: engine, &visitor) }) {
            return false
        }
        if let detour = engine.coreRef(links.detour), !detour.read({ $0.walk(from: Place(parent: id, relation: .detour), in: engine, &visitor) }) {
            return false
        }
        index = 0
        while index < registeredModalCount {
            let registered = engine.graph.ownership[id.index].modals[index]
            if registered != modal {
                let going = engine.coreRef(registered)!.read {
                    $0.walk(from: Place(parent: id, relation: .registeredModal, index: index), in: engine, &visitor)
                }
                guard going else { return false }
            }
            index += 1
        }
        return true
    }
}

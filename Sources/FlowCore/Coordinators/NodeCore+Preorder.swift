/// The one walk of a tree: captures, mementos, moving a subtree between engines, the change
/// listener's delivery after a restore and the ownership checks all list coordinators in this order.
extension NodeCore {
    /// Where the walk found a coordinator: the coordinator it was reached from (`nil` for the
    /// first), how it hangs off it and its position among the parent's coordinators of that
    /// relation (a child's index among the owned children, a registered modal's among the
    /// registered ones, 0 for the others): together, a path from the first coordinator.
    struct Place {
        let parent: NodeCore?
        let relation: NavigationTree.Relation
        var index = 0
    }

    /// Visits this coordinator and everything below it, pre-order: the node, then each owned
    /// child (insertion order), the presented modal, the presented detour, then each registered
    /// modal that is not presented (registration order). Live links only.
    final func preorder(_ body: (NodeCore) -> Void) {
        _ = walk(from: Place(parent: nil, relation: .root)) { node, _ in
            body(node)
            return false
        }
    }

    /// `preorder(_:)`, telling where each coordinator was found.
    final func preorderWithPlaces(_ body: (NodeCore, Place) -> Void) {
        _ = walk(from: Place(parent: nil, relation: .root)) { node, place in
            body(node, place)
            return false
        }
    }

    /// The first coordinator in `preorder(_:)`'s order for which `found` is `true` (the walk stops there).
    final func firstInPreorder(where found: (NodeCore) -> Bool) -> NodeCore? {
        var first: NodeCore?
        _ = walk(from: Place(parent: nil, relation: .root)) { node, _ in
            if found(node) { first = node }
            return first != nil
        }
        return first
    }

    /// The pre-order walk; `true` once `stop` said so.
    private func walk(from place: Place, stoppingWhen stop: (NodeCore, Place) -> Bool) -> Bool {
        if stop(self, place) { return true }
        for index in 0..<childCount where child(index).walk(from: Place(parent: self, relation: .child, index: index), stoppingWhen: stop) { return true }
        // (Links read one by one, after the children: a copy of them would retain the pushed list.)
        let modal = engine.core(links.modal)
        if let modal, modal.walk(from: Place(parent: self, relation: .modal), stoppingWhen: stop) { return true }
        if let detour = engine.core(links.detour), detour.walk(from: Place(parent: self, relation: .detour), stoppingWhen: stop) { return true }
        for index in 0..<registeredModalCount {
            let registered = registeredModal(index)
            if registered !== modal, registered.walk(from: Place(parent: self, relation: .registeredModal, index: index), stoppingWhen: stop) { return true }
        }
        return false
    }
}

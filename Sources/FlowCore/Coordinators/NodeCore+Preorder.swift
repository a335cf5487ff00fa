/// The one walk of a tree: captures, mementos, the change listener's delivery after a restore
/// and the ownership checks all list coordinators in this order.
extension NodeCore {
    /// Visits this coordinator and everything below it, pre-order: the node, then each owned
    /// child (insertion order), the presented modal, the presented detour, then each registered
    /// modal that is not presented (registration order). Live links only.
    final func preorder(_ body: (NodeCore) -> Void) {
        _ = walk { node in
            body(node)
            return false
        }
    }

    /// The first coordinator in `preorder(_:)`'s order for which `found` is `true` (the walk stops there).
    final func firstInPreorder(where found: (NodeCore) -> Bool) -> NodeCore? {
        var first: NodeCore?
        _ = walk { node in
            if found(node) { first = node }
            return first != nil
        }
        return first
    }

    /// The pre-order walk; `true` once `stop` said so.
    private func walk(stoppingWhen stop: (NodeCore) -> Bool) -> Bool {
        if stop(self) { return true }
        let links = self.links
        for index in 0..<childCount where child(index).walk(stoppingWhen: stop) { return true }
        let modal = engine.core(links.modal)
        if let modal, modal.walk(stoppingWhen: stop) { return true }
        if let detour = engine.core(links.detour), detour.walk(stoppingWhen: stop) { return true }
        for index in modalCores.indices {
            let registered = modalCores[index].takeUnretainedValue()
            if registered !== modal, registered.walk(stoppingWhen: stop) { return true }
        }
        return false
    }
}

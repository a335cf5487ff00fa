/// Folds of the one walk (`GraphPreorder`) over the coordinators themselves: captures,
/// mementos, moving a subtree between engines and the change listener's delivery after a
/// restore list coordinators in this order, each once.
extension NodeCore {
    /// Visits this coordinator and everything below it, each once, in `GraphPreorder`'s order.
    final func preorder(_ body: (NodeCore) -> Void) {
        preorderWithPlaces { core, _ in body(core) }
    }

    /// `preorder(_:)`, telling where each coordinator was found.
    final func preorderWithPlaces(_ body: (NodeCore, GraphPreorder.Place) -> Void) {
        let engine = self.engine
        var walk = GraphPreorder(engine, from: id)
        while let visit = walk.next() {
            if !visit.isRepeat { body(engine.core(visit.id), visit.place) }
        }
    }

    /// The first coordinator in `preorder(_:)`'s order for which `found` is `true` (the walk stops there).
    final func firstInPreorder(where found: (NodeCore) -> Bool) -> NodeCore? {
        let engine = self.engine
        var walk = GraphPreorder(engine, from: id)
        while let visit = walk.next() {
            guard !visit.isRepeat else { continue }
            let core = engine.core(visit.id)
            if found(core) { return core }
        }
        return nil
    }
}

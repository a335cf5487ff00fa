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
        GraphPreorder.walk(engine, from: id) { visit in
            if !visit.isRepeat { body(engine.core(visit.id), visit.place) }
            return .goOn
        }
    }

    /// The first coordinator in `preorder(_:)`'s order for which `found` is `true` (the walk stops there).
    final func firstInPreorder(where found: (NodeCore) -> Bool) -> NodeCore? {
        let engine = self.engine
        var first: NodeCore?
        GraphPreorder.walk(engine, from: id) { visit in
            guard !visit.isRepeat, found(engine.core(visit.id)) else { return .goOn }
            first = engine.core(visit.id)
            return .stop
        }
        return first
    }
}

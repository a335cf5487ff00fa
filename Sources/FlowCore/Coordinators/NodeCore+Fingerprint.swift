extension NodeCore {
    /// The fingerprint of the tree below this coordinator (see `NavigationFingerprint`): one
    /// walk that rehashes only the coordinators whose terms are out of date, then adds the terms.
    final func fingerprint() -> NavigationFingerprint {
        var sum = FingerprintSum()
        var cores: [NodeCore]? = nil
        addTerms(at: FingerprintTerm.topKey, in: engine, to: &sum, listing: &cores)
        return sum.finalize()
    }

    /// Adds to `sum` the terms of this coordinator, found at `pathKey`, and of every coordinator
    /// below it, in `preorder(_:)`'s order, appending each to `cores` when it is a list.
    /// `preorderWithPlaces(_:)` with `FingerprintSum.add(_:at:)`, written out: a fingerprint
    /// visits every coordinator after every action an explorer tries, so the walk passes the
    /// engine and the position down instead of looking them up per node.
    final func addTerms(at pathKey: UInt64, in engine: NavigationEngine, to sum: inout FingerprintSum, listing cores: inout [NodeCore]?) {
        sum.add(self, at: pathKey, in: engine)
        cores?.append(self)
        // (Cores reached through unretained references, borrowed for the call: the tree holds them.)
        for index in 0..<childCount {
            engine.coreRef(engine.graph.ownership[id.index].children[index])!.read {
                $0.addTerms(at: FingerprintTerm.pathKey(under: pathKey, .child, index), in: engine, to: &sum, listing: &cores)
            }
        }
        let modal = links.modal
        engine.coreRef(modal)?.read {
            $0.addTerms(at: FingerprintTerm.pathKey(under: pathKey, .modal, 0), in: engine, to: &sum, listing: &cores)
        }
        engine.coreRef(links.detour)?.read {
            $0.addTerms(at: FingerprintTerm.pathKey(under: pathKey, .detour, 0), in: engine, to: &sum, listing: &cores)
        }
        for index in 0..<registeredModalCount {
            engine.coreRef(engine.graph.ownership[id.index].modals[index])!.read { registered in
                if registered.id != modal {
                    registered.addTerms(at: FingerprintTerm.pathKey(under: pathKey, .registeredModal, index), in: engine, to: &sum, listing: &cores)
                }
            }
        }
    }

    /// The routes of `routes` this coordinator's view factory has no screen for (root, stack,
    /// then the presented route; each once), empty without a factory.
    final func viewCreationFailures(of routes: RouteState) -> [RouteValue] {
        guard hasViewFactory else { return [] }
        var failures: [RouteValue] = []
        forEachShownRoute(of: routes) { route in
            if screen(for: route) == nil {
                let value = routeValue(route)
                if !failures.contains(value) { failures.append(value) }
            }
            return true
        }
        return failures
    }

    /// Whether `viewCreationFailures(of: routes)` is `failures`, found without building a list
    /// (a fingerprint asks this of every coordinator with a view factory it walks).
    final func viewCreationFailures(of routes: RouteState, are failures: [RouteValue]) -> Bool {
        guard hasViewFactory else { return failures.isEmpty }
        var matched = 0
        let complete = forEachShownRoute(of: routes) { route in
            guard screen(for: route) == nil else { return true }
            let value = routeValue(route)
            if failures[..<matched].contains(value) { return true }
            guard matched < failures.count, failures[matched] == value else { return false }
            matched += 1
            return true
        }
        return complete && matched == failures.count
    }

    /// Calls `body` with the root, each pushed route and the presented route of `routes`, in
    /// that order, until it returns `false`; `false` when it did.
    private func forEachShownRoute(of routes: RouteState, _ body: (AnyRoute) -> Bool) -> Bool {
        guard body(routes.root) else { return false }
        for route in routes.stack where !body(route) { return false }
        if let presented = routes.presented, !body(presented) { return false }
        return true
    }
}

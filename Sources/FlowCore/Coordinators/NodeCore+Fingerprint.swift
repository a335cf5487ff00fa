extension NodeCore {
    /// The fingerprint of the tree below this coordinator (see `NavigationFingerprint`): one
    /// walk that rehashes only the coordinators whose terms in `memory` are out of date, then
    /// adds the terms.
    final func fingerprint(in memory: CaptureMemory) -> NavigationFingerprint {
        var sum = FingerprintSum()
        var cores: [NodeCore]? = nil
        addTerms(to: &sum, listing: &cores, in: memory)
        return sum.finalize()
    }

    /// Adds to `sum` the terms of this coordinator and of every coordinator below it, a fold
    /// over the one walk, appending each to `cores` when it is a list.
    final func addTerms(to sum: inout FingerprintSum, listing cores: inout [NodeCore]?, in memory: CaptureMemory) {
        memory.prepare(for: engine)
        var adder = TermAdder(memory: memory, sum: sum, cores: cores)
        cores = nil
        walk(&adder)
        sum = adder.sum
        cores = adder.cores
    }

    /// The routes of `routes` this coordinator's view factory has no screen for (root, stack,
    /// then the presented route; each once), empty without a factory.
    final func viewCreationFailures(of routes: RouteState) -> [RouteValue] {
        guard hasViewFactory else { return [] }
        var failures: [RouteValue] = []
        _ = forEachShownRoute(of: routes) { route in
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

/// The fingerprint's fold: each coordinator's term brought up to date at its place and added.
private struct TermAdder: PreorderVisitor {
    let memory: CaptureMemory
    var sum: FingerprintSum
    var cores: [NodeCore]?

    mutating func visit(_ core: NodeCore, at place: NodeCore.Place) -> NodeCore.Next {
        sum.add(core, at: FingerprintSum.pathKey(of: place, in: memory), in: memory)
        cores?.append(core)
        return .goOn
    }
}

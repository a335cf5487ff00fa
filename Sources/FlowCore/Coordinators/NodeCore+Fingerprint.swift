extension NodeCore {
    /// The fingerprint of the tree below this coordinator (see `NavigationFingerprint`): one
    /// walk that rehashes only the coordinators whose terms are out of date, then adds the terms.
    final func fingerprint() -> NavigationFingerprint {
        var sum = FingerprintSum()
        preorderWithPlaces { core, place in
            sum.add(core, at: FingerprintSum.pathKey(of: place, parentKey: place.parent.map { $0.engine.fingerprintTerms[$0.id.index].pathKey }))
        }
        return sum.finalize()
    }

    /// The routes of `routes` this coordinator's view factory has no screen for (root, stack,
    /// then the presented route; each once), empty without a factory.
    final func viewCreationFailures(of routes: RouteState) -> [RouteValue] {
        guard hasViewFactory else { return [] }
        var failures: [RouteValue] = []
        let shown = [routes.root] + routes.stack + (routes.presented.map { [$0] } ?? [])
        for route in shown where screen(for: route) == nil && !failures.contains(routeValue(route)) {
            failures.append(routeValue(route))
        }
        return failures
    }
}

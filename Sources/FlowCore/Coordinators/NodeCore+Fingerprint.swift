extension NodeCore {
    /// The fingerprint of the tree below this coordinator (see `NavigationFingerprint`): one
    /// walk that rehashes only the coordinators whose terms are out of date, then adds the terms.
    final func fingerprint() -> NavigationFingerprint {
        var high: UInt64 = 0
        var low: UInt64 = 0
        var count: UInt64 = 0
        preorderWithPlaces { core, place in
            let key =
                place.parent.map { parent in
                    FingerprintTerm.pathKey(under: parent.engine.fingerprintTerms[parent.id.index].pathKey, place.relation, place.index)
                } ?? FingerprintTerm.topKey
            let engine = core.engine
            let index = core.id.index
            engine.fingerprintTerms.cover(index)
            if engine.fingerprintTerms[index].refresh(for: core, at: key) { engine.fingerprintTermsHashed += 1 }
            high &+= engine.fingerprintTerms[index].high
            low &+= engine.fingerprintTerms[index].low
            count += 1
        }
        var hasher = FingerprintHasher()
        hasher.combine(count)
        hasher.combine(high)
        hasher.combine(low)
        let (finalHigh, finalLow) = hasher.finalize()
        return NavigationFingerprint(high: finalHigh, low: finalLow)
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

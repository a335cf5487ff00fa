import FlowCore

/// The declared routes that select a tab rather than show a screen, as one worker learns them.
///
/// A tab coordinator's `tabIndex(for:)` maps some of its own routes to tabs (`AppTab.notifications`
/// selects tab 2); navigating to such a route selects the tab and shows the tab's screen, never
/// the route itself. Such a route counts as shown in every state where a tab coordinator on the
/// visible chain selects its tab, however the tab was selected (`tab 2`, a tap on the tab bar, a
/// link). Which routes map to which tab is read with dry-run traces (`trace(to:dryRun: true)`,
/// which changes nothing), once per tab coordinator class, display name and route type: a
/// `tabIndex(for:)` is assumed to answer the same for every instance of one class.
final class TabSelectionRoutes {
    private struct Key: Hashable {
        var typeName: String
        var displayName: String?
        var routeType: String
    }

    /// Every declared route, by route type name.
    private let routesByType: [String: [AnyRoute]]
    /// For each tab coordinator seen: tab index → the routes that select it, in declaration order.
    private var known: [Key: [Int: [RouteValue]]] = [:]
    /// The last tab coordinator asked about and its routes (nearly every state has the same
    /// one: compared before hashing the key).
    private var last: (key: Key, routes: [Int: [RouteValue]])?

    init(routes: [AnyRoute]) {
        routesByType = Dictionary(grouping: routes, by: \.typeName)
    }

    /// The routes that select the tabs selected on the visible chain of `tree`, captured from
    /// the live `root` (asked, the first time a tab coordinator is seen, with dry-run traces).
    /// `chain` is `tree.visibleChain`, when the caller has it.
    func routes(selectedIn tree: NavigationTree, chain: [Int]? = nil, root: any AnyCoordinator) -> [RouteValue] {
        let chain = chain ?? tree.visibleChain
        var found: [RouteValue] = []
        for (position, index) in chain.enumerated() {
            let node = tree.nodes[index]
            guard node.kind == .tabs, let selected = node.selectedTab else { continue }
            // (A route type with no declared routes maps none: learnt as such once, like the others.)
            let key = Key(typeName: node.typeName, displayName: node.displayName, routeType: node.routeType)
            if let selecting = routes(of: key, tabs: { root.visibleChain[position] })[selected] { found += selecting }
        }
        return found
    }

    /// What `key`'s tab coordinator maps to each tab, learnt from `tabs()` the first time.
    private func routes(of key: Key, tabs: () -> any AnyCoordinator) -> [Int: [RouteValue]] {
        if let last, last.key == key { return last.routes }
        let routes = known[key] ?? learn(tabs(), routeType: key.routeType)
        known[key] = routes
        last = (key, routes)
        return routes
    }

    /// Which declared routes of `routeType` the tab coordinator `tabs` maps to which tab.
    private func learn(_ tabs: any AnyCoordinator, routeType: String) -> [Int: [RouteValue]] {
        guard routesByType[routeType] != nil, tabs is any AnyTabCoordinator else { return [:] }
        var mapped: [Int: [RouteValue]] = [:]
        for route in routesByType[routeType] ?? [] {
            let trace = tabs.trace(to: route.base, dryRun: true)
            let resolution = trace.resolution
            // The entry's own `tabIndex(for:)` answered: a `tabChoice` decision on the entry node.
            guard resolution.succeeded,
                resolution.decisions.contains(where: { $0.rule == .tabChoice && $0.answer && $0.node == resolution.entry })
            else { continue }
            // The tab it selects; no selection step when that tab is already selected.
            let tab = resolution.steps.last { $0.kind == .selectTab }?.tabIndex ?? trace.before.nodes[resolution.entry].selectedTab
            if let tab { mapped[tab, default: []].append(RouteValue(route)) }
        }
        return mapped
    }
}

import FlowCore

/// Runs a `DeepLink`'s steps on a live app, in order, stopping at the first that fails. Steps
/// already run stay applied, as they would after a user's taps: a link is not a transaction.
public enum DeepLinkRunner {
    /// Why a step could not run, in words; `nil` when it ran (a navigation that returned `false`
    /// is `returned false`).
    public static func run(_ step: DeepLink.Step, from coordinator: any AnyCoordinator, root: any AnyCoordinator) -> String? {
        switch step {
        case let .navigate(route):
            return coordinator.navigate(to: route) ? nil : "returned false"
        case let .selectTab(index):
            return select(index, root: root).problem
        case let .navigateInTab(index, route):
            let selected = select(index, root: root)
            guard let tab = selected.tab else { return selected.problem }
            return tab.visibleCoordinator.navigate(to: route) ? nil : "returned false"
        }
    }

    /// Runs every step; `true` when all ran. A link opened from the visible coordinator runs
    /// each later step from the coordinator visible by then (after "select tab 1", that tab's),
    /// as a handler calling `navigate(to:)` step by step does; one opened elsewhere (the root)
    /// runs every step from there.
    public static func open(_ link: DeepLink, from coordinator: any AnyCoordinator, root: any AnyCoordinator) -> Bool {
        let followsScreen = coordinator.identity == root.visibleCoordinator.identity
        for step in link.steps {
            let start = followsScreen ? root.visibleCoordinator : coordinator
            if run(step, from: start, root: root) != nil { return false }
        }
        return true
    }

    /// The outermost tab coordinator on screen, for a tab step.
    public static func tabs(of root: any AnyCoordinator) -> (any AnyTabCoordinator)? {
        root.visibleChain.lazy.compactMap { $0 as? any AnyTabCoordinator }.first
    }

    /// Selects tab `index` of the outermost tab coordinator on screen; the tab, or why not.
    private static func select(_ index: Int, root: any AnyCoordinator) -> (tab: (any AnyCoordinator)?, problem: String?) {
        guard let tabs = tabs(of: root) else { return (nil, "no tab coordinator is on screen") }
        guard tabs.children.indices.contains(index) else {
            return (nil, "tab \(index) is outside 0..<\(tabs.children.count) of \(type(of: tabs))")
        }
        tabs.switchToTab(index)
        return (tabs.children[index], nil)
    }
}

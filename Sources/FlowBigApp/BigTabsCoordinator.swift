import FlowCore

/// The 20 tabs.
public final class BigTabsCoordinator: TabCoordinator<BigAppRoute> {
    public init() {
        super.init(router: Router(initial: .main))
        for tab in BigAppCoordinator.tabs { addTab(tab) }
    }

    private func addTab<Tab: BigAppTab>(_ tab: Tab.Type) { addChild(TabRootCoordinator<Tab>()) }
}

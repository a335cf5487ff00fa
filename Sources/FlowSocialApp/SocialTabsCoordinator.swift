import FlowCore

/// The app's shell: its tabs, each selected by its `SocialTab` route.
public final class SocialTabsCoordinator: TabCoordinator<SocialTab> {
    /// The tabs, in order.
    public let tabKinds: [SocialTab]

    /// A fresh app with `tabs` (all five by default): the first selected, every tab at its home screen.
    public init(tabs: [SocialTab] = SocialTab.allCases) {
        tabKinds = tabs
        super.init(router: Router(initial: tabs[0]))
        for tab in tabs { addChild(SocialTabCoordinator(tab: tab)) }
    }

    override public func tabIndex(for route: SocialTab) -> Int? { tabKinds.firstIndex(of: route) }
}

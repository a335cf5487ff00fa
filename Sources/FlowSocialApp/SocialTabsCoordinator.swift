import FlowCore

/// The app's shell: five tabs, each selected by its `SocialTab` route.
public final class SocialTabsCoordinator: TabCoordinator<SocialTab> {
    /// A fresh app: the timeline selected, every tab at its home screen.
    public init() {
        super.init(router: Router(initial: .timeline))
        for tab in SocialTab.allCases { addChild(SocialTabCoordinator(tab: tab)) }
    }

    override public func tabIndex(for route: SocialTab) -> Int? { SocialTab.allCases.firstIndex(of: route) }
}

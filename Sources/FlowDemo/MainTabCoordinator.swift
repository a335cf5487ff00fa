import FlowCore

/// The five tabs: Red, Green, Blue, Yellow, Purple.
public final class MainTabCoordinator: TabCoordinator<AppRoute> {
    /// A fresh tab flow with every tab at its root.
    public init() {
        super.init(router: Router(initial: .tabRoot))
        addChild(RedCoordinator())
        addChild(GreenCoordinator())
        addChild(BlueCoordinator())
        addChild(YellowCoordinator())
        addChild(PurpleCoordinator())
    }
}

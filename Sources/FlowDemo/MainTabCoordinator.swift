import FlowCore

/// The five tabs: Red, Green, Blue, Yellow, Purple.
public final class MainTabCoordinator: TabCoordinator<AppRoute> {
    /// A fresh tab flow with every tab at its root, built as `variant` says.
    public init(variant: DemoVariant = .standard) {
        super.init(router: Router(initial: .tabRoot))
        addChild(RedCoordinator(variant: variant))
        addChild(GreenCoordinator())
        addChild(BlueCoordinator())
        addChild(YellowCoordinator())
        addChild(PurpleCoordinator())
    }
}

import FlowCore

/// The big synthetic app's root: swaps the sign-in flow and the tab flow.
///
/// 20 tabs of 25 screens and 10 coordinators each (a root with two registered modals, one of
/// them presenting a nested modal with a pushed child, and pushed children two deep): 500 tab
/// screens, 202 coordinators in the tab flow. Detours: a fresh `PromoCoordinator` on the tabs.
public final class BigAppCoordinator: FlowOrchestrator<BigAppRoute> {
    /// A fresh app at the sign-in flow.
    public init() {
        super.init(router: Router(initial: .signIn))
        addChild(SignInCoordinator())
    }

    override public func canHandleFlowChange(to route: any Route) -> Bool { route is BigAppRoute }

    override public func handleFlowChange(to route: any Route) -> Bool {
        switch route {
        case BigAppRoute.signIn: transitionToFlow(SignInCoordinator(), root: .signIn)
        case BigAppRoute.main: transitionToFlow(BigTabsCoordinator(), root: .main)
        default: return false
        }
        return true
    }

    /// The tab types, in tab-bar order.
    public static let tabs: [any BigAppTab.Type] = [
        Home.self, Feed.self, Explore.self, Cart.self, Orders.self, Wallet.self, Offers.self, Stores.self, Inbox.self, Alerts.self,
        Profile.self, Friends.self, Events.self, Music.self, Video.self, Photos.self, Maps.self, News.self, Games.self, Travel.self,
    ]
}

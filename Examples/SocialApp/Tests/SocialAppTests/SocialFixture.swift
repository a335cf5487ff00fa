import FlowCore
import SocialApp

/// A fresh social app and shortcuts to its tabs.
struct Social {
    let app: SocialRootCoordinator

    init(orders: [AccountRoute: [TabKind]] = SocialApp.orders) { app = SocialRootCoordinator(account: .alice, orders: orders) }

    /// The signed-in account's tab bar.
    var tabBar: SocialTabCoordinator { app.children[0] as! SocialTabCoordinator }
    /// The tab of `kind`.
    func tab(_ kind: TabKind) -> TabStackCoordinator { tabBar.stacks.first { $0.kind == kind }! }
}

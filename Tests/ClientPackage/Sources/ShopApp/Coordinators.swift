import FlowCore

// The shop's coordinator tree:
//
// ShopAppCoordinator: FlowOrchestrator<AppRoute>           root .onboarding
// ├─ OnboardingCoordinator<OnboardingRoute>                root intro; terms push, signUp/welcome replace
// └─ MainTabsCoordinator: TabCoordinator<AppRoute>         root .main
//    ├─ [0] CatalogCoordinator<CatalogRoute>               list, category, product, cart push; filters, giftWrap modal
//    │      path: product -> [category, product]; brokenPath -> [category, HelpRoute.faq] (invalid)
//    │      modal: FiltersCoordinator (root filters)
//    │             child: PriceCoordinator<PriceRoute>     root range; custom push, confirm replace
//    ├─ [1] OrdersCoordinator<OrderRoute>                  orders, order(id), tracking push; order(id: 0) has no screen
//    └─ [2] AccountCoordinator<AccountRoute>               settings push; editProfile, deleteAccount modal
//           modal: EditProfileCoordinator (root editProfile); nothing registered for deleteAccount
// HelpCoordinator<HelpRoute>: a detour, root faq; article, contact push.

/// The shop's root: swaps the onboarding flow and the main tabs.
final class ShopAppCoordinator: FlowOrchestrator<AppRoute> {
    let ledger: HookLedger

    init(ledger: HookLedger = HookLedger()) {
        self.ledger = ledger
        super.init(router: Router(initial: .onboarding))
        addChild(OnboardingCoordinator(ledger: ledger))
    }

    override func canHandle(_ route: AppRoute) -> Bool {
        ledger.recordCanHandle(self)
        return false
    }

    override func canHandleFlowChange(to route: any Route) -> Bool { route is AppRoute }

    override func handleFlowChange(to route: any Route) -> Bool {
        ledger.recordFlowChange(route.identifier)
        switch route {
        case AppRoute.onboarding: transitionToFlow(OnboardingCoordinator(ledger: ledger), root: .onboarding)
        case AppRoute.main: transitionToFlow(MainTabsCoordinator(ledger: ledger), root: .main)
        default: return false
        }
        return true
    }
}

/// Onboarding: intro, then terms (push), then sign-up and welcome (each replaces the top).
final class OnboardingCoordinator: Coordinator<OnboardingRoute> {
    let ledger: HookLedger

    init(ledger: HookLedger) {
        self.ledger = ledger
        super.init(router: Router(initial: .intro))
    }

    override func canHandle(_ route: OnboardingRoute) -> Bool {
        ledger.recordCanHandle(self)
        return true
    }

    override func navigationType(for route: OnboardingRoute) -> NavigationType {
        switch route {
        case .signUp, .welcome: .replace
        default: .push
        }
    }
}

/// The three tabs: catalog, orders, account. Handles nothing itself.
final class MainTabsCoordinator: TabCoordinator<AppRoute> {
    let ledger: HookLedger

    init(ledger: HookLedger) {
        self.ledger = ledger
        super.init(router: Router(initial: .main))
        addChild(CatalogCoordinator(ledger: ledger))
        addChild(OrdersCoordinator(ledger: ledger))
        addChild(AccountCoordinator(ledger: ledger))
    }

    override func canHandle(_ route: AppRoute) -> Bool {
        ledger.recordCanHandle(self)
        return false
    }
}

/// Tab 0.
final class CatalogCoordinator: Coordinator<CatalogRoute> {
    let ledger: HookLedger
    /// The filters sheet's configuration.
    static let filtersDetents = ModalDetentConfiguration(detents: [.medium, .large], selectedDetent: .medium)

    init(ledger: HookLedger) {
        self.ledger = ledger
        super.init(router: Router(initial: .list))
        addModalCoordinator(FiltersCoordinator(ledger: ledger))
    }

    override func canHandle(_ route: CatalogRoute) -> Bool {
        ledger.recordCanHandle(self)
        return true
    }

    override func navigationType(for route: CatalogRoute) -> NavigationType {
        switch route {
        case .filters, .giftWrap: .modal
        default: .push
        }
    }

    override func navigationPath(for route: any Route) -> [any Route]? {
        switch route {
        case CatalogRoute.product: [CatalogRoute.category, CatalogRoute.product]
        case CatalogRoute.brokenPath: [CatalogRoute.category, HelpRoute.faq]  // a foreign entry: invalidNavigationPath
        default: nil
        }
    }

    override func modalDetentConfiguration(for route: CatalogRoute) -> ModalDetentConfiguration {
        route == .filters ? Self.filtersDetents : .default
    }
}

/// The filters sheet; owns the price screen, pushed onto it.
final class FiltersCoordinator: Coordinator<CatalogRoute> {
    let ledger: HookLedger

    init(ledger: HookLedger) {
        self.ledger = ledger
        super.init(router: Router(initial: .filters))
        addChild(PriceCoordinator(ledger: ledger))
    }

    override func canHandle(_ route: CatalogRoute) -> Bool {
        ledger.recordCanHandle(self)
        return route == .filters
    }
}

/// Pushed inside the filters sheet: custom pushes, confirm replaces.
final class PriceCoordinator: Coordinator<PriceRoute> {
    let ledger: HookLedger

    init(ledger: HookLedger) {
        self.ledger = ledger
        super.init(router: Router(initial: .range))
    }

    override func canHandle(_ route: PriceRoute) -> Bool {
        ledger.recordCanHandle(self)
        return true
    }

    override func navigationType(for route: PriceRoute) -> NavigationType {
        route == .confirm ? .replace : .push
    }
}

/// The orders' screens; an order with id 0 does not exist, so it has no screen.
final class OrderScreens: ViewFactory<OrderRoute> {
    override func buildView(for route: OrderRoute) -> Screen? {
        if case .order(id: 0) = route { return nil }
        return Screen(title: "Order " + route.identifier)
    }
}

/// Tab 1.
final class OrdersCoordinator: Coordinator<OrderRoute> {
    let ledger: HookLedger

    init(ledger: HookLedger) {
        self.ledger = ledger
        super.init(router: Router(initial: .orders, factory: OrderScreens()))
    }

    override func canHandle(_ route: OrderRoute) -> Bool {
        ledger.recordCanHandle(self)
        return true
    }
}

/// Tab 2.
final class AccountCoordinator: Coordinator<AccountRoute> {
    let ledger: HookLedger
    static let editProfileDetents = ModalDetentConfiguration(detents: [.small, .large], selectedDetent: .small)

    init(ledger: HookLedger) {
        self.ledger = ledger
        super.init(router: Router(initial: .account))
        addModalCoordinator(EditProfileCoordinator(ledger: ledger))
    }

    override func canHandle(_ route: AccountRoute) -> Bool {
        ledger.recordCanHandle(self)
        return true
    }

    override func navigationType(for route: AccountRoute) -> NavigationType {
        switch route {
        case .editProfile, .deleteAccount: .modal
        default: .push
        }
    }

    override func modalDetentConfiguration(for route: AccountRoute) -> ModalDetentConfiguration {
        route == .editProfile ? Self.editProfileDetents : .default
    }
}

/// The edit-profile sheet.
final class EditProfileCoordinator: Coordinator<AccountRoute> {
    let ledger: HookLedger

    init(ledger: HookLedger) {
        self.ledger = ledger
        super.init(router: Router(initial: .editProfile))
    }

    override func canHandle(_ route: AccountRoute) -> Bool {
        ledger.recordCanHandle(self)
        return route == .editProfile
    }
}

/// The help centre, presented as a detour.
final class HelpCoordinator: Coordinator<HelpRoute> {
    let ledger: HookLedger

    init(ledger: HookLedger) {
        self.ledger = ledger
        super.init(router: Router(initial: .faq))
    }

    override func canHandle(_ route: HelpRoute) -> Bool {
        ledger.recordCanHandle(self)
        return true
    }
}

/// One link of the cost fixture's chain; only the deepest handles `target`, only the top `top`.
final class ChainCoordinator: Coordinator<ChainRoute> {
    let ledger: HookLedger
    let level: Int
    let handles: Set<String>

    init(level: Int, handles: Set<String>, ledger: HookLedger) {
        self.ledger = ledger
        self.level = level
        self.handles = handles
        super.init(router: Router(initial: .node(level)))
    }

    override func canHandle(_ route: ChainRoute) -> Bool {
        ledger.recordCanHandle(self)
        let route = route
        return handles.contains(route.identifier)
    }

    /// A chain of `depth + 1` coordinators (levels 0...depth), each a child of the one before.
    static func chain(depth: Int, ledger: HookLedger) -> [ChainCoordinator] {
        let nodes = (0...depth).map { level in
            ChainCoordinator(level: level, handles: level == depth ? ["target"] : level == 0 ? ["top"] : [], ledger: ledger)
        }
        for (parent, child) in zip(nodes, nodes.dropFirst()) { parent.addChild(child) }
        return nodes
    }
}

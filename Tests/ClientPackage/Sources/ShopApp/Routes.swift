import FlowCore

/// The shop's flows: onboarding first, then the main tabs. `maintenance` is a flow the
/// root accepts but refuses to switch to (its `handleFlowChange` returns false).
enum AppRoute: String, Route, CaseIterable { case onboarding, main, maintenance }

/// The onboarding flow.
enum OnboardingRoute: String, Route { case intro, terms, signUp, welcome }

/// Tab 0, the catalog. `filters` is a sheet; `giftWrap` is declared modal but no modal
/// coordinator is registered for it; `brokenPath`'s deep-link path contains a foreign route.
enum CatalogRoute: String, Route { case list, category, product, cart, filters, giftWrap, brokenPath }

/// Pushed inside the filters sheet.
enum PriceRoute: String, Route { case range, custom, confirm }

/// Tab 1, the orders; `order` carries a value, so it names its own identifier.
enum OrderRoute: Route {
    case orders, order(id: Int), tracking

    var identifier: String {
        switch self {
        case .orders: "orders"
        case let .order(id): "order_\(id)"
        case .tracking: "tracking"
        }
    }
}

/// Tab 2, the account. `editProfile` is a registered sheet, `deleteAccount` a modal nobody registered.
enum AccountRoute: String, Route { case account, settings, editProfile, deleteAccount }

/// The help centre, shown as a detour over whatever is on screen.
enum HelpRoute: String, Route { case faq, article, contact }

/// A route no coordinator of the shop handles.
enum NowhereRoute: String, Route { case nowhere }

/// The routes of the cost fixture: a chain of coordinators, the deepest handling `target`.
enum ChainRoute: Route {
    case node(Int), target, top

    var identifier: String {
        switch self {
        case let .node(level): "node_\(level)"
        case .target: "target"
        case .top: "top"
        }
    }
}

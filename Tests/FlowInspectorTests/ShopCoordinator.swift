import FlowCore

/// The routes of the tests' small app.
enum ShopRoute: String, Route, Codable, CaseIterable {
    case home, list, detail
}

/// A one-coordinator app that pushes every route but its root.
final class ShopCoordinator: Coordinator<ShopRoute> {
    init() { super.init(router: Router(initial: .home)) }
    override func canHandle(_ route: ShopRoute) -> Bool { true }
}

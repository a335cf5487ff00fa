import FlowCore

/// A coordinator of the synthetic trees: handles exactly its own leaf route (a push).
final class BenchCoordinator: Coordinator<BenchRoute> {
    let id: Int
    init(id: Int) {
        self.id = id
        super.init(router: Router(initial: BenchRoute(id: -id - 1)))
    }
    override func canHandle(_ route: BenchRoute) -> Bool { route.id == id }
}

import FlowCore

final class BenchTabs: TabCoordinator<BenchRoute> {
    init() { super.init(router: Router(initial: BenchRoute(id: -1_000_000))) }
}

import FlowCore

/// The flow orchestrator of the demo-like shape: it shows one flow and changes none.
final class BenchFlow: FlowOrchestrator<BenchRoute> {
    init<F: Route>(content: Coordinator<F>) {
        super.init(router: Router(initial: BenchRoute(id: -2_000_000)))
        addChild(content)
    }
}

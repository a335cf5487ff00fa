import FlowCore

/// Pushed inside the search.
public final class ResultCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() { super.init(root: "result", handles: ["result", "result2"]) }
}

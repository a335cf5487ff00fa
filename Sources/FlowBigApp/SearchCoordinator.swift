import FlowCore

/// Pushed from the tab's root; pushes the results.
public final class SearchCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() {
        super.init(root: "search", handles: ["search", "search2"])
        addChild(ResultCoordinator<Tab>())
    }
}

import FlowCore

/// Pushed inside the nested modal.
public final class HelpCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() { super.init(root: "help", handles: ["help", "helpTopic"]) }
}

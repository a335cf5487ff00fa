import FlowCore

/// Pushed inside the settings.
public final class AccountCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() { super.init(root: "account", handles: ["account", "account2"]) }
}

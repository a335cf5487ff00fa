import FlowCore

/// The tab's settings: a registered modal with detents; pushes the account.
public final class SettingsCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() {
        super.init(root: "settings", handles: ["settings", "settings2", "settings3"], paths: ["settings3": ["settings2", "settings3"]])
        addChild(AccountCoordinator<Tab>())
    }
}

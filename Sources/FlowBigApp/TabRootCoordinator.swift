import FlowCore

/// A tab's root: five screens, two registered modals (the sheet, the settings), two pushed children.
public final class TabRootCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    /// A tab at its home screen.
    public init() {
        super.init(
            root: "home", handles: ["home", "page1", "page2", "page3", "page4", "sheet", "settings"], modals: ["sheet", "settings"],
            detents: ["settings": ModalDetentConfiguration(detents: [.medium, .large])])
        addChild(DetailCoordinator<Tab>())
        addChild(SearchCoordinator<Tab>())
        addModalCoordinator(SheetCoordinator<Tab>())
        addModalCoordinator(SettingsCoordinator<Tab>())
    }
}

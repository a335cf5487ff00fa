import FlowCore

/// The tab's sheet: a registered modal that presents the confirmation (a nested modal).
public final class SheetCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() {
        super.init(root: "sheet", handles: ["sheet", "sheetStep", "confirm"], modals: ["confirm"])
        addModalCoordinator(ConfirmCoordinator<Tab>())
    }
}

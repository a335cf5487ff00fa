import FlowCore

/// The nested modal inside the sheet; pushes the help.
public final class ConfirmCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() {
        super.init(root: "confirm", handles: ["confirm", "receipt"])
        addChild(HelpCoordinator<Tab>())
    }
}

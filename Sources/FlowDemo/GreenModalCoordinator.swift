import FlowCore

/// Green's modal at `darkGreen`: pushes `evenDarkerGreen`, presents `darkestGreen`.
public final class GreenModalCoordinator: DemoCoordinator<GreenRoute> {
    public init() {
        super.init(root: .darkGreen, behaviour: .handling([.darkGreen, .evenDarkerGreen, .darkestGreen], modal: [.darkestGreen]))
        addModalCoordinator(GreenDarkestModalCoordinator())
    }
}

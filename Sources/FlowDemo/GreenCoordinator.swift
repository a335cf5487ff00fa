import FlowCore

/// Tab 1. Handles `lightGreen` (push), `darkGreen` and `info` (modal), not its root.
public final class GreenCoordinator: DemoCoordinator<GreenRoute> {
    public init() {
        var behaviour = Behaviour.handling([.lightGreen, .darkGreen, .info], modal: [.darkGreen, .info])
        behaviour.detents[GreenRoute.info.identifier] = ModalDetentConfiguration(detents: [.small])
        super.init(root: .green, behaviour: behaviour)
        addModalCoordinator(GreenModalCoordinator())
        addModalCoordinator(GreenInfoCoordinator())
    }
}

import FlowCore

/// Pushed onto Rainbow; presents its own modal.
public final class RainbowDetailCoordinator: DemoCoordinator<RainbowDetailRoute> {
    public init() {
        var behaviour = Behaviour.handling(RainbowDetailRoute.allCases, modal: [.modal])
        behaviour.detents[RainbowDetailRoute.modal.identifier] = ModalDetentConfiguration(detents: [.medium])
        super.init(root: .detail, behaviour: behaviour)
        addModalCoordinator(RainbowDetailModalCoordinator())
    }
}

import FlowCore

/// Pushed onto Blue. Deep links into its modals build `[level2, level3]` first.
public final class DeepBlueCoordinator: DemoCoordinator<DeepBlueRoute> {
    public init() {
        var behaviour = Behaviour.handling([.level1, .level2, .level3, .level3Modal], modal: [.level3Modal])
        behaviour.path = { route in
            switch route {
            case DeepBlueRoute.level2: [DeepBlueRoute.level2]
            case DeepBlueRoute.level3, DeepBlueRoute.level3Modal, is OceanRoute: [DeepBlueRoute.level2, DeepBlueRoute.level3]
            default: nil
            }
        }
        super.init(root: .level1, behaviour: behaviour)
        addModalCoordinator(Level3ModalCoordinator())
    }
}

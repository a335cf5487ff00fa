import FlowCore

/// Tab 0. Pushes `red`, `lightRed`; presents `darkRed` and `info`; owns Rainbow.
public final class RedCoordinator: DemoCoordinator<RedRoute> {
    public init() {
        var behaviour = Behaviour.handling(RedRoute.allCases, modal: [.darkRed, .info])
        behaviour.detents[RedRoute.info.identifier] = ModalDetentConfiguration(detents: [.custom, .medium], selectedDetent: .custom)
        super.init(root: .red, behaviour: behaviour)
        addModalCoordinator(RedModalCoordinator())
        addModalCoordinator(RedInfoCoordinator())
        addChild(RainbowCoordinator())
    }
}

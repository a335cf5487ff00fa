import FlowCore

/// Tab 0. Pushes `red`, `lightRed`; presents `darkRed` and `info`; owns Rainbow.
public final class RedCoordinator: DemoCoordinator<RedRoute> {
    /// Red as `variant` builds it (`lightRedUnhandled`: without `lightRed`).
    public init(variant: DemoVariant = .standard) {
        let handled = RedRoute.allCases.filter { variant != .lightRedUnhandled || $0 != .lightRed }
        var behaviour = Behaviour.handling(handled, modal: [.darkRed, .info])
        behaviour.detents[RedRoute.info.identifier] = ModalDetentConfiguration(detents: [.custom, .medium], selectedDetent: .custom)
        super.init(root: .red, behaviour: behaviour)
        addModalCoordinator(RedModalCoordinator())
        addModalCoordinator(RedInfoCoordinator())
        addChild(RainbowCoordinator())
    }
}

import FlowCore

/// Tab 2. `invalidView` has no screen: showing it reports `viewCreationFailed`.
public final class BlueCoordinator: DemoCoordinator<BlueRoute> {
    public init() {
        var behaviour = Behaviour.handling(BlueRoute.allCases, modal: [.darkBlue, .info])
        behaviour.detents[BlueRoute.info.identifier] = ModalDetentConfiguration(detents: [.medium])
        let factory = ViewFactory<BlueRoute> { $0 == .invalidView ? nil : Screen(title: $0.identifier) }
        super.init(root: .blue, behaviour: behaviour, factory: factory)
        addModalCoordinator(BlueModalCoordinator())
        addModalCoordinator(BlueInfoCoordinator())
        addChild(DeepBlueCoordinator())
    }
}

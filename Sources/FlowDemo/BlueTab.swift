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

/// Blue's modal.
public final class BlueModalCoordinator: DemoCoordinator<BlueRoute> {
    public init() { super.init(root: .darkBlue, behaviour: .handling([.darkBlue])) }
}

/// Blue's info sheet.
public final class BlueInfoCoordinator: DemoCoordinator<BlueRoute> {
    public init() { super.init(root: .info, behaviour: .handling([.info])) }
}

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

/// DeepBlue's modal at `level3Modal`; presents the nested modal.
public final class Level3ModalCoordinator: DemoCoordinator<DeepBlueRoute> {
    public init() {
        super.init(root: .level3Modal, behaviour: .handling([.level3Modal, .level3NestedModal], modal: [.level3NestedModal]))
        addModalCoordinator(NestedModalCoordinator())
    }
}

/// The modal inside DeepBlue's modal; owns Ocean.
public final class NestedModalCoordinator: DemoCoordinator<DeepBlueRoute> {
    public init() {
        super.init(root: .level3NestedModal, behaviour: .handling([.level3NestedModal]))
        addChild(OceanCoordinator())
    }
}

/// Pushed inside the nested modal; deep links build the depths before them.
public final class OceanCoordinator: DemoCoordinator<OceanRoute> {
    public init() {
        var behaviour = Behaviour.handling(OceanRoute.allCases)
        behaviour.path = { route in
            guard let depth = route as? OceanRoute, depth != .surface else { return nil }
            return Array(OceanRoute.allCases.dropFirst().prefix { $0 != depth }) + [depth]
        }
        super.init(root: .surface, behaviour: behaviour)
    }
}

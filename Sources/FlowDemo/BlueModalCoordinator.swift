import FlowCore

/// Blue's modal.
public final class BlueModalCoordinator: DemoCoordinator<BlueRoute> {
    public init() { super.init(root: .darkBlue, behaviour: .handling([.darkBlue])) }
}

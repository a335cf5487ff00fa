import FlowCore

/// RainbowDetail's modal, rooted at `modal`.
public final class RainbowDetailModalCoordinator: DemoCoordinator<RainbowDetailRoute> {
    public init() { super.init(root: .modal, behaviour: .handling([.modal])) }
}

import FlowCore

/// Purple's modal.
public final class PurpleModalCoordinator: DemoCoordinator<PurpleRoute> {
    public init() { super.init(root: .darkPurple, behaviour: .handling([.darkPurple])) }
}

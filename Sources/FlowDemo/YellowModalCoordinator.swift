import FlowCore

/// Yellow's modal.
public final class YellowModalCoordinator: DemoCoordinator<YellowRoute> {
    public init() { super.init(root: .darkYellow, behaviour: .handling([.darkYellow])) }
}

import FlowCore

/// Blue's info sheet.
public final class BlueInfoCoordinator: DemoCoordinator<BlueRoute> {
    public init() { super.init(root: .info, behaviour: .handling([.info])) }
}

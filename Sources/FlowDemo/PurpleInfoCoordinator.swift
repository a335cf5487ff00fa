import FlowCore

/// Purple's info cover.
public final class PurpleInfoCoordinator: DemoCoordinator<PurpleRoute> {
    public init() { super.init(root: .info, behaviour: .handling([.info])) }
}

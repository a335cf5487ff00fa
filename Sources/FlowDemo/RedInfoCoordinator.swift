import FlowCore

/// Red's info sheet, rooted at `info`.
public final class RedInfoCoordinator: DemoCoordinator<RedRoute> {
    public init() { super.init(root: .info, behaviour: .handling([.info])) }
}

import FlowCore

/// Red's modal, rooted at `darkRed`.
public final class RedModalCoordinator: DemoCoordinator<RedRoute> {
    public init() { super.init(root: .darkRed, behaviour: .handling([.darkRed])) }
}

import FlowCore

/// Green's info sheet.
public final class GreenInfoCoordinator: DemoCoordinator<GreenRoute> {
    public init() { super.init(root: .info, behaviour: .handling([.info])) }
}

import FlowCore

/// The modal presented by Green's modal, at `darkestGreen`.
public final class GreenDarkestModalCoordinator: DemoCoordinator<GreenRoute> {
    public init() { super.init(root: .darkestGreen, behaviour: .handling([.darkestGreen])) }
}

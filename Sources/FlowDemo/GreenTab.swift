import FlowCore

/// Tab 1. Handles `lightGreen` (push), `darkGreen` and `info` (modal), not its root.
public final class GreenCoordinator: DemoCoordinator<GreenRoute> {
    public init() {
        var behaviour = Behaviour.handling([.lightGreen, .darkGreen, .info], modal: [.darkGreen, .info])
        behaviour.detents[GreenRoute.info.identifier] = ModalDetentConfiguration(detents: [.small])
        super.init(root: .green, behaviour: behaviour)
        addModalCoordinator(GreenModalCoordinator())
        addModalCoordinator(GreenInfoCoordinator())
    }
}

/// Green's modal at `darkGreen`: pushes `evenDarkerGreen`, presents `darkestGreen`.
public final class GreenModalCoordinator: DemoCoordinator<GreenRoute> {
    public init() {
        super.init(root: .darkGreen, behaviour: .handling([.darkGreen, .evenDarkerGreen, .darkestGreen], modal: [.darkestGreen]))
        addModalCoordinator(GreenDarkestModalCoordinator())
    }
}

/// The modal presented by Green's modal, at `darkestGreen`.
public final class GreenDarkestModalCoordinator: DemoCoordinator<GreenRoute> {
    public init() { super.init(root: .darkestGreen, behaviour: .handling([.darkestGreen])) }
}

/// Green's info sheet.
public final class GreenInfoCoordinator: DemoCoordinator<GreenRoute> {
    public init() { super.init(root: .info, behaviour: .handling([.info])) }
}

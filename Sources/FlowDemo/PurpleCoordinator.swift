import FlowCore

/// Tab 4. `result(success:)` replaces; `info` is a full-screen cover.
public final class PurpleCoordinator: DemoCoordinator<PurpleRoute> {
    public init() {
        var behaviour = Behaviour.handling(
            PurpleRoute.allCases, modal: [.darkPurple, .info], replace: [.result(success: true), .result(success: false)]
        )
        behaviour.detents[PurpleRoute.info.identifier] = ModalDetentConfiguration(detents: [.fullscreen])
        super.init(root: .purple, behaviour: behaviour)
        addModalCoordinator(PurpleModalCoordinator())
        addModalCoordinator(PurpleInfoCoordinator())
    }
}

import FlowCore

/// Tab 3, and the detours (a fresh one rooted at `lightYellow`).
public final class YellowCoordinator: DemoCoordinator<YellowRoute> {
    /// A Yellow coordinator at `root` (the tab uses `.yellow`, detours `.lightYellow`).
    public init(root: YellowRoute = .yellow) {
        super.init(root: root, behaviour: .handling(YellowRoute.allCases, modal: [.darkYellow, .info]))
        addModalCoordinator(YellowModalCoordinator())
        addModalCoordinator(YellowInfoCoordinator())
    }
}

/// Yellow's modal.
public final class YellowModalCoordinator: DemoCoordinator<YellowRoute> {
    public init() { super.init(root: .darkYellow, behaviour: .handling([.darkYellow])) }
}

/// Yellow's info sheet.
public final class YellowInfoCoordinator: DemoCoordinator<YellowRoute> {
    public init() { super.init(root: .info, behaviour: .handling([.info])) }
}

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

/// Purple's modal.
public final class PurpleModalCoordinator: DemoCoordinator<PurpleRoute> {
    public init() { super.init(root: .darkPurple, behaviour: .handling([.darkPurple])) }
}

/// Purple's info cover.
public final class PurpleInfoCoordinator: DemoCoordinator<PurpleRoute> {
    public init() { super.init(root: .info, behaviour: .handling([.info])) }
}

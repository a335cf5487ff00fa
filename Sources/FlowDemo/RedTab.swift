import FlowCore

/// Tab 0. Pushes `red`, `lightRed`; presents `darkRed` and `info`; owns Rainbow.
public final class RedCoordinator: DemoCoordinator<RedRoute> {
    public init() {
        var behaviour = Behaviour.handling(RedRoute.allCases, modal: [.darkRed, .info])
        behaviour.detents[RedRoute.info.identifier] = ModalDetentConfiguration(detents: [.custom, .medium], selectedDetent: .custom)
        super.init(root: .red, behaviour: behaviour)
        addModalCoordinator(RedModalCoordinator())
        addModalCoordinator(RedInfoCoordinator())
        addChild(RainbowCoordinator())
    }
}

/// Red's modal, rooted at `darkRed`.
public final class RedModalCoordinator: DemoCoordinator<RedRoute> {
    public init() { super.init(root: .darkRed, behaviour: .handling([.darkRed])) }
}

/// Red's info sheet, rooted at `info`.
public final class RedInfoCoordinator: DemoCoordinator<RedRoute> {
    public init() { super.init(root: .info, behaviour: .handling([.info])) }
}

/// Pushed onto Red. Every colour pushes; deep links build the colours before them.
public final class RainbowCoordinator: DemoCoordinator<RainbowRoute> {
    public init() {
        var behaviour = Behaviour.handling(RainbowRoute.allCases)
        behaviour.path = { route in
            if let colour = route as? RainbowRoute {
                return Array(RainbowRoute.allCases.prefix { $0 != colour }) + [colour]
            }
            if route is RainbowDetailRoute { return Array(RainbowRoute.allCases.dropFirst()) }
            return nil
        }
        super.init(root: .red, behaviour: behaviour)
        addChild(RainbowDetailCoordinator())
    }
}

/// Pushed onto Rainbow; presents its own modal.
public final class RainbowDetailCoordinator: DemoCoordinator<RainbowDetailRoute> {
    public init() {
        var behaviour = Behaviour.handling(RainbowDetailRoute.allCases, modal: [.modal])
        behaviour.detents[RainbowDetailRoute.modal.identifier] = ModalDetentConfiguration(detents: [.medium])
        super.init(root: .detail, behaviour: behaviour)
        addModalCoordinator(RainbowDetailModalCoordinator())
    }
}

/// RainbowDetail's modal, rooted at `modal`.
public final class RainbowDetailModalCoordinator: DemoCoordinator<RainbowDetailRoute> {
    public init() { super.init(root: .modal, behaviour: .handling([.modal])) }
}

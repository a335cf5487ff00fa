import FlowCore

/// Pushed onto Red. Every colour pushes; deep links build the colours before them.
public final class RainbowCoordinator: DemoCoordinator<RainbowRoute> {
    public init() {
        var behaviour = Behaviour.handling(RainbowRoute.allCases)
        behaviour.ownPath = { colour in Array(RainbowRoute.allCases.prefix { $0 != colour }) + [colour] }
        behaviour.path = { route in route is RainbowDetailRoute ? Array(RainbowRoute.allCases.dropFirst()) : nil }
        super.init(root: .red, behaviour: behaviour)
        addChild(RainbowDetailCoordinator())
    }
}

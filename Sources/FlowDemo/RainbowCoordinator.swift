import FlowCore

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

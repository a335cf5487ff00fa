import FlowCore

/// Pushed inside the nested modal; deep links build the depths before them.
public final class OceanCoordinator: DemoCoordinator<OceanRoute> {
    public init() {
        var behaviour = Behaviour.handling(OceanRoute.allCases)
        behaviour.ownPath = { depth in
            depth == .surface ? nil : Array(OceanRoute.allCases.dropFirst().prefix { $0 != depth }) + [depth]
        }
        super.init(root: .surface, behaviour: behaviour)
    }
}

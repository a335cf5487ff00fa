import FlowCore
import FlowExplore
import FlowScenarios

/// The states an explorer reaches, each rebuilt on a fresh app by replaying its shortest path.
struct ExploredStates {
    let app: any AtlasApp
    let exploration: Exploration

    init(app: any AtlasApp, maxStates: Int, maxDepth: Int, inAppOnly: Bool = false) {
        self.app = app
        exploration = Explorer(app: app, maxStates: maxStates, maxDepth: maxDepth, inAppOnly: inAppOnly).explore()
    }

    /// A fresh app in `state`, with nothing observing it.
    func rebuild(_ state: Exploration.State) -> any AnyCoordinator { state.rebuild(app) }
}

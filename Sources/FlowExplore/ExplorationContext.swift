import FlowAdapter
import FlowCore
import FlowDiagrams

/// What every worker of one exploration shares: the app, its routes and actions, the numbering
/// of actions, messages and places, and how the states found so far were reached (written by
/// the merge only).
final class ExplorationContext: @unchecked Sendable {
    let app: any AtlasApp
    let routes: [AnyRoute]
    let routesByValue: [RouteValue: AnyRoute]
    /// The routes deep links go to (see `DeepLinkTargets`).
    let links: DeepLinkTargets
    /// `links.actions`, made once.
    let deepLinks: [ExplorationAction]
    let urls: [String]
    let inAppOnly: Bool
    let recordsDetails: Bool
    /// With the tab reduction: the container and the groups of tabs explored apart.
    let tabs: (container: TabContainer, groups: TabGroups)?
    /// When the time limit runs out, on `clock`.
    let deadline: Duration?
    let clock: ExplorationClock
    let actions = SharedInterner<ExplorationAction>()
    let messages = SharedInterner<String>()
    let places = SharedInterner<TransitionGraph.Place>()
    /// Each state's parent and the action (id) that reached it; appended only by the merge.
    var parents: [UInt32] = []
    var reachedBy: [UInt32] = []

    init(
        app: any AtlasApp, urls: [String], inAppOnly: Bool, recordsDetails: Bool, tabs: (container: TabContainer, groups: TabGroups)?,
        deadline: Duration?, clock: ExplorationClock
    ) {
        self.app = app
        routes = app.declaredRoutes
        routesByValue = Dictionary(routes.map { (RouteValue($0), $0) }, uniquingKeysWith: { first, _ in first })
        links = DeepLinkTargets(app: app, declared: routes)
        deepLinks = links.actions
        self.urls = urls
        self.inAppOnly = inAppOnly
        self.recordsDetails = recordsDetails
        self.tabs = tabs
        self.deadline = deadline
        self.clock = clock
    }
}

import FlowAdapter
import FlowCore
import FlowSnapshotStore

/// Every action the explorer can try in an app, by its description (`tap RedRoute.lightRed`,
/// `link OceanRoute.abyss`, `tab 2`): how the merge of shards reads the actions a result file
/// names back into actions of the app.
struct ShardActionCatalog {
    private var actions: [String: ExplorationAction] = [:]

    /// The actions `ExplorationAction.available` can offer with `context`'s routes, links and URLs.
    init(_ context: ExplorationContext) {
        var offered: [ExplorationAction] = [.back, .popToRoot, .dismissModal, .dismissDetour, .user(.swipeBack), .user(.dismiss)]
            .map { ExplorationAction(action: $0, isDeepLink: false) }
        offered += context.app.detourNames.map { ExplorationAction(action: .presentDetour($0), isDeepLink: false) }
        offered += context.routes.map { ExplorationAction(action: .navigate(to: RouteReference($0), from: .visible), isDeepLink: false) }
        offered += context.deepLinks
        offered += context.urls.map { ExplorationAction(action: .open(url: $0, from: .top), isDeepLink: true) }
        // The first of two actions with one description, as `ExplorationContext.routesByValue` keeps the first route.
        for action in offered where actions[action.description] == nil { actions[action.description] = action }
    }

    /// The action described as `description`; `nil` when the app offers none.
    func action(_ description: String) -> ExplorationAction? {
        if let known = actions[description] { return known }
        // Tabs are numbered: any index the tab bar has (written as the explorer writes it: `tab 02` is not `tab 2`).
        let tab: ExplorationAction? =
            if let index = Self.index(after: "tab ", in: description) {
                ExplorationAction(action: .selectTab(index), isDeepLink: false)
            } else if let index = Self.index(after: "user tap-tab ", in: description) {
                ExplorationAction(action: .user(.tapTab(.index(index))), isDeepLink: false)
            } else {
                nil
            }
        return tab?.description == description ? tab : nil
    }

    private static func index(after prefix: String, in text: String) -> Int? {
        guard text.hasPrefix(prefix) else { return nil }
        let digits = text.dropFirst(prefix.count)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(digits)
    }
}

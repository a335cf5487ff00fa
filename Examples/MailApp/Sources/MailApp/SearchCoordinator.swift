import FlowCore

/// Tab 1: search. Results replace each other, so Back from any results returns to the search field.
public final class SearchCoordinator: Coordinator<SearchRoute> {
    /// A search tab at the empty search screen.
    public init() { super.init(router: Router(initial: .search)) }

    override public func canHandle(_ route: SearchRoute) -> Bool { true }

    override public func navigationType(for route: SearchRoute) -> NavigationType {
        if case .results = route { return .replace }
        return .push
    }
}

/// Everything navigation changes about one coordinator, as one value: its routes and its links.
struct NodeRecord: Equatable {
    // Links first.
    var links: NodeLinks
    var routes: RouteState

    init(routes: RouteState, links: NodeLinks = NodeLinks()) {
        self.links = links
        self.routes = routes
    }
}

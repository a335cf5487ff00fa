/// Everything about a coordinator that navigation changes, as one value.
struct NodeState {
    // (Links first: resolution reads them most, and they share a cache line with the node's hot fields.)
    var links: Links
    var routes: RouteState

    init(routes: RouteState, links: Links) {
        self.links = links
        self.routes = routes
    }

    var isPresentingAnything: Bool { links.modalRef != nil || links.detourRef != nil }
    func isPushed(_ node: NodeCore) -> Bool { links.pushed.contains { $0 === node } }

}

/// The listener of a trace: keeps every decision and move, naming coordinators by their node
/// id in the tree captured before the navigation (`locator`). A class, so what the resolver's
/// non-mutating rules note is kept.
final class TracingListener: ResolutionListener {
    static var records: Bool { true }

    /// Node ids of the captured tree, by the owner's identity.
    let locator: [ObjectIdentifier: Int]
    private(set) var decisions: [NavigationDecision] = []
    private(set) var moves: [NavigationTrace.Move] = []

    init(locator: [ObjectIdentifier: Int]) { self.locator = locator }

    func note(_ node: NodeCore, rule: NavigationDecision.Rule, answer: Bool, depth: Int, reason: @autoclosure () -> String) {
        decisions.append(
            NavigationDecision(
                depth: depth, coordinator: node.label, node: node.owner.flatMap { locator[ObjectIdentifier($0)] },
                rule: rule, answer: answer, reason: reason()))
    }

    func move(from: NodeCore, to: NodeCore, rule: NavigationDecision.Rule) {
        guard let from = from.owner, let to = to.owner,
            let source = locator[ObjectIdentifier(from)], let target = locator[ObjectIdentifier(to)]
        else { return }
        moves.append(NavigationTrace.Move(from: source, to: target, rule: rule))
    }
}

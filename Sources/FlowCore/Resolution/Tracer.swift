/// Records decisions and moves while a resolver runs with tracing on. A class, so the
/// resolver can record from non-mutating helpers (reasons are built lazily).
final class Tracer {
    let locator: [ObjectIdentifier: Int]
    private(set) var decisions: [NavigationDecision] = []
    private(set) var moves: [NavigationTrace.Move] = []

    init(locator: [ObjectIdentifier: Int]) { self.locator = locator }

    func note(_ node: NodeCore, rule: NavigationDecision.Rule, answer: Bool, depth: Int, reason: String) {
        decisions.append(
            NavigationDecision(
                depth: depth, coordinator: node.label, node: node.owner.flatMap { locator[ObjectIdentifier($0)] },
                rule: rule, answer: answer, reason: reason))
    }

    func move(from: NodeCore, to: NodeCore, rule: NavigationDecision.Rule) {
        guard let from = from.owner, let to = to.owner,
            let source = locator[ObjectIdentifier(from)], let target = locator[ObjectIdentifier(to)]
        else { return }
        moves.append(NavigationTrace.Move(from: source, to: target, rule: rule))
    }
}

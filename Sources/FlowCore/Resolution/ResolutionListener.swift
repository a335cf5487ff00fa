/// What a `NavigationResolver` tells as it resolves: each decision (which rule was tried on
/// which coordinator, the answer and why) and each move between coordinators.
///
/// The resolver is generic over its listener. A navigation resolves with `SilentListener`,
/// whose methods are empty and whose `records` is `false`: once specialised, every call and
/// every reason (an autoclosure) compiles away. A trace resolves with `TracingListener`.
protocol ResolutionListener {
    /// Whether this listener keeps anything: when `false`, work done only for it is skipped.
    static var records: Bool { get }

    /// A decision at `node`, `depth` levels below the entry. `reason` is evaluated only when kept.
    func note(_ node: NodeCore, rule: NavigationDecision.Rule, answer: Bool, depth: Int, reason: @autoclosure () -> String)

    /// The resolution moved from `from` to `to` by `rule`.
    func move(from: NodeCore, to: NodeCore, rule: NavigationDecision.Rule)
}

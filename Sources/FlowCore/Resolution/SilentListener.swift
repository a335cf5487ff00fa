/// The listener of a navigation: keeps nothing, and compiles to nothing.
struct SilentListener: ResolutionListener {
    static var records: Bool { false }

    @inline(__always)
    func note(_ node: NodeCore, rule: NavigationDecision.Rule, answer: Bool, depth: Int, reason: @autoclosure () -> String) {}

    @inline(__always)
    func move(from: NodeCore, to: NodeCore, rule: NavigationDecision.Rule) {}
}

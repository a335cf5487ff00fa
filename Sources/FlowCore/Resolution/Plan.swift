/// Builds a plan against its tree's graph, through an overlay: each recorded step is applied to
/// the overlay at once, so later decisions see earlier ones, and nothing real changes until the
/// plan is committed.
///
/// A plan refers to its overlay: copying one does not copy the planned records. Alternatives
/// are tried with `mark()` and undone with `rollback(to:)`.
struct Plan {
    let overlay: GraphOverlay

    /// A plan started at `entry` (whose engine lends it a reusable overlay).
    init(at entry: NodeCore) {
        overlay = entry.engine.openOverlay()
    }

    /// What the plan sees: `core.root(planned)` and the other accessors read through it.
    var planned: GraphOverlay { overlay }
    /// The steps planned so far, in order.
    var steps: [NavigationStep] { overlay.steps }
    /// The steps, handed over (see `GraphOverlay.takeSteps()`).
    func takeSteps() -> [NavigationStep] { overlay.takeSteps() }

    func mark() -> GraphOverlay.Mark { overlay.mark() }
    func rollback(to mark: GraphOverlay.Mark) { overlay.rollback(to: mark) }
    /// Clears the planned records without applying them.
    func finish() { overlay.finish() }

    /// Applies `step` to the overlay and appends it to the plan.
    func record(_ step: consuming NavigationStep) {
        step.record(in: overlay)
    }

    /// Dismisses `node`'s detour and modal (each torn down first), unpushes its children
    /// (each cleaned first) and pops it to its root. Ownership is untouched.
    func clean(_ node: NodeCore) {
        popBack(node, toCount: 0)
    }

    /// Dismisses the detour `node` presents, after tearing down everything inside it.
    func dismissDetour(of node: NodeCore) {
        guard let detour = node.detour(planned) else { return }
        clean(detour)
        record(.dismissDetour(node))
    }

    /// Dismisses the modal `node` presents, after resetting it so it can be presented again fresh.
    func dismissModal(of node: NodeCore) {
        guard let modal = node.modal(planned) else { return }
        clean(modal)
        record(.dismissModal(node))
    }

    /// Unpushes every child pushed onto `node` (top first).
    func unpushChildren(of node: NodeCore) {
        while let child = node.topPushed(planned) {
            clean(child)
            record(.popChild(node, child: child))
        }
    }

    /// Dismisses every modal and detour shown inside `node`'s screen (along its pushed
    /// children), keeping stacks: what leaving a tab does.
    func dismissPresentations(inside node: NodeCore) {
        for child in node.pushed(planned).reversed() { dismissPresentations(inside: child) }
        dismissDetour(of: node)
        dismissModal(of: node)
    }

    /// What leaving the selected tab `tab` for another does: dismisses what is shown inside it,
    /// unless it has the `keepsPresentationWhenLeft` policy. Returns `true` when the policy kept
    /// something shown.
    @discardableResult
    func leaveTab(_ tab: NodeCore) -> Bool {
        guard tab.policies.contains(.keepsPresentationWhenLeft) else {
            dismissPresentations(inside: tab)
            return false
        }
        return showsPresentation(inside: tab)
    }

    /// Whether a modal or detour is shown inside `node`'s screen (along its pushed children).
    func showsPresentation(inside node: NodeCore) -> Bool {
        node.isPresentingAnything(planned) || node.pushed(planned).contains { showsPresentation(inside: $0) }
    }

    /// What bubbling a route out of `node` does to it: `clean(node)`, or with the
    /// `keepsStackWhenBubbledOut` policy only dismissing what it shows (kept too with
    /// `keepsPresentationWhenLeft`). Returns the policies that kept something, if any.
    func leave(_ node: NodeCore) -> NavigationPolicies? {
        let policies = node.policies
        guard policies.contains(.keepsStackWhenBubbledOut) else {
            clean(node)
            return nil
        }
        var kept: NavigationPolicies = node.stackCount(planned) > 0 || node.hasPushed(planned) ? .keepsStackWhenBubbledOut : []
        if policies.contains(.keepsPresentationWhenLeft) {
            if showsPresentation(inside: node) { kept.insert(.keepsPresentationWhenLeft) }
        } else {
            dismissPresentations(inside: node)
        }
        return kept.isEmpty ? nil : kept
    }

    /// Pops `node` back so that `count` routes remain, removing children pushed above.
    func popBack(_ node: NodeCore, toCount count: Int) {
        if node.hasDetour(planned) { dismissDetour(of: node) }
        if node.hasModal(planned) { dismissModal(of: node) }
        if node.hasPushed(planned) { unpushChildren(of: node) }
        if node.stackCount(planned) != count { record(.popTo(node, count: count)) }
    }
}

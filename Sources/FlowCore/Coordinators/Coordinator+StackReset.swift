extension Coordinator {
    /// Sets this coordinator's root and stack in one navigation: its pushed routes and pushed
    /// children leave, `root` becomes its root and `stack` is pushed above it (UIKit's
    /// `setViewControllers`, FlowStacks' `routes = …`). What it presents stays presented.
    ///
    /// Observers get one `resetStack` event (the root), then a `push` event per route of
    /// `stack`; the bindings see one change. Smart back then works on the new stack: navigating
    /// to one of its routes pops back to it, to `root` pops everything.
    ///
    /// A stack the engine's invariants refuse (`root` on it, or a route twice that
    /// `allowsDuplicates(_:)` does not allow) changes nothing and is reported to observers as
    /// `invalidNavigationPath`.
    ///
    /// - Complexity: O(k²) route comparisons for a stack of k routes, and one commit.
    public func resetStack(root: R, stack: [R] = []) {
        let root = AnyRoute(root)
        let stack = stack.map { AnyRoute($0) }
        if let problem = StackReset.problem(root: root, stack: stack, at: core) {
            return ObserverRegistry.report(problem, at: core)
        }
        let plan = Plan(at: core)
        plan.unpushChildren(of: core)
        plan.record(.resetStack(core, route: root))
        for route in stack { plan.record(.push(core, route)) }
        PlanExecutor.commit(plan, reportingAt: core)
    }
}

/// What `resetStack(root:stack:)` checks before it changes anything.
enum StackReset {
    /// Why `stack` over `root` is not a stack navigation can produce at `core`, or `nil`.
    static func problem(root: AnyRoute, stack: [AnyRoute], at core: NodeCore) -> NavigationError? {
        func invalid(_ message: String) -> NavigationError {
            NavigationError(.invalidNavigationPath, coordinator: core.typeName, route: root.base, message: message)
        }
        if stack.contains(root) { return invalid("the root \(root) is on the new stack (expected only routes above the root)") }
        for index in stack.indices where stack[..<index].contains(stack[index]) && !core.ask(AllowsDuplicatesHook(), about: stack[index]) {
            return invalid("\(stack[index]) is twice on the new stack (expected each route once, unless allowsDuplicates(_:) says so)")
        }
        return nil
    }
}

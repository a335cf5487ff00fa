extension Coordinator {
    /// Resolves `route` from this coordinator with every decision recorded, and applies the
    /// plan unless `dryRun` (a dry run changes nothing and reports nothing).
    ///
    /// - Parameters:
    ///   - route: The route to resolve, as for ``navigate(to:)``.
    ///   - dryRun: Whether to leave the plan unapplied. The resolution of a dry run equals that
    ///     of the real navigation from the same state.
    /// - Returns: Every decision, move and planned step, the outcome, and the tree before and
    ///   after (equal for a dry run or a failure).
    public func trace(to route: any Route, dryRun: Bool = false) -> NavigationTrace {
        Navigation.trace(from: core, to: AnyRoute(route), dryRun: dryRun)
    }
}

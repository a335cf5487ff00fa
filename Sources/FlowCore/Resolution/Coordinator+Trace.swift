extension Coordinator {
    /// Resolves `route` from this coordinator with every decision recorded, and applies the
    /// plan unless `dryRun` (a dry run changes nothing and reports nothing).
    public func trace(to route: any Route, dryRun: Bool = false) -> NavigationTrace {
        Navigation.trace(from: core, to: AnyRoute(route), dryRun: dryRun)
    }
}

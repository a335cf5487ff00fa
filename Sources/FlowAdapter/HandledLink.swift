import FlowCore

/// What an app's own link handler (`open(url:from:root:)`, see ``DeepLinkingApp/hasLinkHandler``)
/// did with one URL: every navigation it performed, each traced in full, in order, with the tree
/// before and after. What `flowatlas trace URL`, the generated docs and the report show for an app
/// that handles its links itself, in place of one resolution of `route(forURL:)`.
///
/// ```swift
/// let link = HandledLink.open("vault://item/42", app: app, from: root, root: root)
/// link.navigations.count  // 2: the landing screen, then the sheet
/// ```
public struct HandledLink: Hashable, Sendable {
    /// The URL opened, as given.
    public var url: String
    /// The node id (in `before`) of the coordinator the handler was called with.
    public var entry: Int
    /// What the handler returned.
    public var returned: Bool
    /// Whether the tree was put back afterwards (`after` is still the tree the handler left).
    public var dryRun: Bool
    /// Every `navigate(to:)` the handler performed on the app's tree, in call order; empty when
    /// it performed none.
    public var navigations: [NavigationTrace]
    /// The tree before the handler ran.
    public var before: NavigationTree
    /// The tree the handler left.
    public var after: NavigationTree

    /// Runs the app's link handler for `url` on the live tree of `root`, tracing every navigation
    /// it performs (FlowCore's `NavigationTraceRecording`).
    ///
    /// - Parameters:
    ///   - url: The URL, as a user or a scenario writes it.
    ///   - app: The app; its `open(url:from:root:)` runs, whatever `hasLinkHandler` says.
    ///   - coordinator: Where the link is opened (the visible coordinator, or the root).
    ///   - root: The app's root: only navigations in its tree are traced.
    ///   - dryRun: Put the tree back afterwards with `restoreState(_:)`. The handler still runs, so
    ///     the tree's observers receive its events; nothing of it stays in the tree.
    /// - Returns: The handler's navigations, its answer, and the tree before and after.
    public static func open(
        _ url: String, app: any AtlasApp, from coordinator: any AnyCoordinator, root: any AnyCoordinator, dryRun: Bool = false
    ) -> HandledLink {
        let (before, identities) = root.captureTreeWithIdentities()
        let memento = dryRun ? root.saveState() : nil
        let (returned, navigations) = NavigationTraceRecording.record(in: root) {
            app.open(url: url, from: coordinator, root: root)
        }
        let after = root.captureTree()
        if let memento { root.restoreState(memento) }
        return HandledLink(
            url: url, entry: identities.firstIndex(of: coordinator.identity) ?? 0, returned: returned, dryRun: dryRun,
            navigations: navigations, before: before, after: after)
    }

    /// Whether the handler returned `true` and every navigation it performed succeeded.
    public var succeeded: Bool { returned && navigations.allSatisfy(\.resolution.succeeded) }

    /// "performed no navigation", "performed 1 navigation", "performed 2 navigations".
    public var performed: String {
        switch navigations.count {
        case 0: "performed no navigation"
        case 1: "performed 1 navigation"
        default: "performed \(navigations.count) navigations"
        }
    }

    /// The memberwise value (tests build expected values with it).
    public init(
        url: String, entry: Int, returned: Bool, dryRun: Bool, navigations: [NavigationTrace], before: NavigationTree, after: NavigationTree
    ) {
        self.url = url
        self.entry = entry
        self.returned = returned
        self.dryRun = dryRun
        self.navigations = navigations
        self.before = before
        self.after = after
    }
}

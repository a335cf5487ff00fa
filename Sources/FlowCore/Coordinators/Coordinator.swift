/// A coordinator: owns a router, children, registered modals, and whatever it presents.
///
/// Subclass it and override the hooks (`canHandle`, `navigationType`, `navigationPath`,
/// `modalDetentConfiguration`, and at the root `canHandleFlowChange`/`handleFlowChange`).
/// Call `navigate(to:)` from anywhere in the tree: the engine resolves the route against
/// the whole tree without side effects, then applies the plan, or changes nothing and
/// reports a typed error to the tree's observers.
///
/// A tree is not thread-safe: confine it to one isolation domain (for an app, the main actor).
///
/// ```swift
/// final class ShopCoordinator: Coordinator<ShopRoute> {
///     override func canHandle(_ route: ShopRoute) -> Bool { true }
/// }
/// let shop = ShopCoordinator(router: Router(initial: .list))
/// shop.navigate(to: ShopRoute.detail)   // shop.router.state.stack == [.detail]
/// ```
open class Coordinator<R: Route>: AnyCoordinator {
    /// This coordinator's router; `router.state` is the navigation state.
    public let router: Router<R>

    /// The engine's record of this coordinator: state, links, ownership, observers (non-generic).
    let core: NodeCore

    /// Creates a coordinator around `router`.
    ///
    /// A router belongs to one coordinator. Given a router another live coordinator already
    /// owns (`Coordinator(router: parent.router)`, as code written for the reference design
    /// does), this coordinator gets a router of its own at the same root and stack, with the
    /// same view factory, and a `configurationError` goes to the observers of the owner's tree;
    /// the owner is left as it was. Build each coordinator on a router of its own instead:
    /// `Router(initial: parent.router.state.root)`.
    public init(router: Router<R>) {
        // The owner of `router`, when it already has one (a router is released with its owner).
        let owner = router.core.owner
        self.router = owner == nil ? router : Router(sameRoutesAs: router)
        core = self.router.core
        core.owner = self
        self.router.core.coordinator = Unretained(self)
        core.coordinatorKind = coordinatorKind
        if let owner {
            ObserverRegistry.report(
                NavigationError(
                    .configurationError, coordinator: typeName,
                    message: "the Router given to \(typeName).init(router:) belongs to \(owner.typeName); \(typeName) got a router of its own "
                        + "at the same root and stack (build it with Router(initial: parent.router.state.root))"),
                at: router.core)
        }
    }

    deinit {
        core.owner = nil
        core.letGoOfDependents()
        router.core.coordinator = nil
        // The bindings' record holds a `NodeHandle`, which retains the core that holds the
        // record: end the record here, or the two would keep each other alive.
        if let record = core.bindingRecord {
            core.bindingRecord = nil
            record.nodeWillEnd()
        }
    }

    // MARK: Hooks

    /// Whether this coordinator shows `route` itself. Default `false`.
    ///
    /// Only ever asked about this coordinator's own route type, so no cast is needed:
    /// `override func canHandle(_ route: ShopRoute) -> Bool { route != .checkout }`.
    open func canHandle(_ route: R) -> Bool { false }

    /// How `route` (one this coordinator handles) is shown. Default `.push`.
    open func navigationType(for route: R) -> NavigationType { .push }

    /// Routes to push first when a deep link to `route`, one of this coordinator's own, arrives
    /// on an empty stack (the root and `route` itself may be left out). Default `nil`.
    ///
    /// Typed like `canHandle`, so no cast is needed:
    /// `override func navigationPath(for route: ShopRoute) -> [ShopRoute]? { route == .detail ? [.list] : nil }`.
    open func navigationPath(for route: R) -> [R]? { nil }

    /// Routes to push first when a deep link to `route` arrives on an empty stack, for any
    /// route: this coordinator's own, or a descendant's (the screens to push here before the
    /// child or modal that shows it is reached). Entries must be this coordinator's own
    /// non-modal routes. The default answers this coordinator's own routes with
    /// `navigationPath(for: R)` and every other route with `nil`; override it for
    /// descendants' routes (and call `super` for the rest).
    open func navigationPath(for route: any Route) -> [any Route]? {
        // A route of type `R` (or of a subclass, for a class route type) goes to
        // `navigationPath(for: R)`; any other route is answered `nil`.
        guard type(of: route) == R.self || (R.self is AnyClass && route is R) else { return nil }
        return Self.ownPath(route, of: self)
    }

    /// `navigationPath(for: R)` for `route`, known to be an `R`, reached as an opened existential.
    private static func ownPath<T: Route>(_ route: T, of coordinator: Coordinator<R>) -> [any Route]? {
        coordinator.navigationPath(for: UncheckedCast.value(route, as: R.self))?.map { $0 as any Route }
    }

    /// The sheet configuration for a modal this coordinator presents for `route`. Default `[.large]`.
    open func modalDetentConfiguration(for route: R) -> ModalDetentConfiguration { .default }

    /// At the root: whether `route` starts a new flow. Default `false`.
    open func canHandleFlowChange(to route: any Route) -> Bool { false }

    /// At the root: switch flows for `route`; called exactly once per navigation. Default `false`.
    open func handleFlowChange(to route: any Route) -> Bool { false }

    // MARK: What the user does

    /// Whether the user may remove `route` from the screen with a gesture: swipe back, the back
    /// button or menu, swiping a sheet down, closing a cover, or a tab tap that dismisses what the
    /// tab being left presents. Default `true`.
    ///
    /// Asked for every route of this coordinator that the gesture would remove, before anything
    /// changes. Answer `false` to keep it (a compose screen with an unsaved draft, like
    /// SwiftUI's `interactiveDismissDisabled`): nothing changes, the view layer's binding shows
    /// the engine's state again, and `userDismissRefused(_:gesture:)` is called so the app can
    /// ask "discard the draft?". Programmatic navigation never asks. Must not navigate.
    open func canUserDismiss(_ route: R) -> Bool { true }

    /// Whether navigating to `route` while it is already on this coordinator's stack (below the
    /// top) pushes it again instead of popping back to it (smart back, B6). Default `false`.
    ///
    /// For screens an app stacks freely (status → account → the same status). The route shown
    /// on top is never pushed onto itself, and the root still pops back. Asked only when smart
    /// back would pop and this coordinator's `canHandle(route)` is `true`; traced as
    /// `kept: policy allowsDuplicates`.
    open func allowsDuplicates(_ route: R) -> Bool { false }

    /// What this coordinator keeps when navigation leaves it; none by default (see
    /// `NavigationPolicies`). Read during every navigation that leaves it, so answer from stored
    /// configuration.
    open var navigationPolicies: NavigationPolicies { [] }

    /// A stable name for this coordinator among its siblings (its tab's identity: `"explore"`),
    /// or `nil` (the default). `restoreNavigation` matches a parent's children by key when every
    /// child has one, so tabs the user reorders get back their own state; without keys children
    /// are matched by position, and a saved root that is not this coordinator's is refused
    /// (`NavigationRestoreError.Kind.mismatch`), leaving the app unchanged. Saved as `key`.
    open var restorationKey: String? { nil }

    /// A name that tells this coordinator apart from others of its class (a tab's title:
    /// `"Explore"`), or `nil` (the default). Snapshots, the screen, pictures and traces show it:
    /// the tab bar shows it as the tab's title, and elsewhere the coordinator is written
    /// `TypeName:displayName` (`TabStackCoordinator:Explore#6` in a trace). Read when a tree is
    /// captured or traced; it is not navigation state (not saved, not compared by restores).
    open var displayName: String? { nil }

    /// Called when a user gesture refused by `canUserDismiss(_:)` would have removed `route`.
    /// Navigating from here is allowed (for example presenting a confirmation). Default: nothing.
    open func userDismissRefused(_ route: R, gesture: UserGesture) {}

    /// Called for each route of this coordinator that a user gesture removed from the screen,
    /// after the state is applied and the events are delivered, topmost route first: each
    /// screen popped, the root of a pushed child the user popped back past (the child ended),
    /// each route of a sheet, cover or detour the user closed. The place to clean up or hand a
    /// result back (a "defaultExit"). Programmatic navigation never calls it. Default: nothing.
    ///
    /// - Parameters:
    ///   - route: The value that was left.
    ///   - gesture: What the user did.
    open func didExit(_ route: R, gesture: UserGesture) {}

    /// Overridden by `TabCoordinator` and `FlowOrchestrator`.
    var coordinatorKind: NavigationTree.Kind { .coordinator }

    /// The tab `route` selects; overridden by `TabCoordinator` to ask `tabIndex(for:)`.
    func askTabIndex(_ route: AnyRoute) -> Int? { nil }
}

extension Coordinator: NavigationNode {}

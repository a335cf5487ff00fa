/// Reading the tree around a coordinator: its parent, children, modals, what it presents and pushes.
extension Coordinator {
    /// The coordinator that owns or presents this one.
    public var parentCoordinator: (any AnyCoordinator)? { core.parent?.owner }

    /// How this coordinator is shown by its parent.
    public var presentationContext: PresentationContext { core.links.context }

    /// Owned children, in insertion order.
    public var children: [any AnyCoordinator] { core.ownedChildren.map { $0 } }

    /// Registered modal coordinators, in registration order (presented or not).
    public var modalCoordinators: [any AnyCoordinator] { core.registeredModals.map { $0 } }

    /// The modal coordinator this one presents, if any.
    public var presentedModal: (any AnyCoordinator)? { core.modal?.owner }

    /// The detour coordinator this one presents, if any.
    public var presentedDetour: (any AnyCoordinator)? { core.detour?.owner }

    /// Children currently pushed onto this coordinator's stack, in screen order.
    public var pushedChildren: [any AnyCoordinator] { core.pushedCores.compactMap(\.owner) }

    /// This coordinator's identity (matches `captureTreeWithIdentities()` and event subjects).
    public var identity: CoordinatorIdentity { CoordinatorIdentity(self) }

    /// `R`, for tools that drive the tree without knowing it.
    public var routeType: any Route.Type { R.self }

    /// The root route, then the pushed routes, type-erased.
    public var stackRoutes: [AnyRoute] {
        let routes = core.routes
        return [routes.root] + routes.stack
    }

    /// Whether the back button is available at this coordinator's root.
    public var canGoBack: Bool {
        let links = core.links
        return !core.routes.stack.isEmpty || !links.pushed.isEmpty || links.context.isBackAvailable
    }

    /// How many times the engine has asked `canHandle` (instrumentation for invariant checks,
    /// tests and benchmarks; not part of the public API).
    package var canHandleCallCount: Int { core.canHandleCalls }
}

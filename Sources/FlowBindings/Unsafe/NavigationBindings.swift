import FlowCore

/// A live coordinator tree projected onto observable models, one per container, for a view
/// layer: the stack each coordinator shows (`stack(of:)`), what each presents
/// (`presentation(of:)`), each tab bar (`tabs(of:)`) and each flow orchestrator's current flow
/// (`flow(of:)`).
///
/// The models follow the tree: after every navigation (the program's or the user's), restore
/// and change of ownership, the models of the coordinators it changed are brought up to date,
/// and only the properties whose values changed notify their observers. Writes to the models
/// are the user's own gestures (see `StackBinding`, `PresentationBinding`, `TabsBinding`):
/// each is one atomic navigation whose events carry the gesture as their cause
/// (`NavigationEvent.cause`), after the coordinators' `canUserDismiss(_:)` agreed, followed by
/// their `didExit(_:gesture:)`.
///
/// ```swift
/// let bindings = NavigationBindings(root: app)
/// let blue = bindings.stack(of: blueTab)!        // blue.path: [StackEntry]
/// blue.path = Array(blue.path.dropLast())          // the user tapped back
/// ```
///
/// One `NavigationBindings` per tree: it makes itself the tree's change listener (coordinators
/// that join the tree later inherit it), and creating another for the same tree takes that
/// role over. A model is created on first request and kept with its coordinator; each model
/// retains the bindings. The bindings retain the root, and the tree retains its listener, so a
/// tree and its bindings live together (an app keeps both for its lifetime: `@State` holding
/// the bindings is enough); `detach()` lets them go. Like the tree, the bindings are confined
/// to one isolation domain (for an app, the main actor).
public final class NavigationBindings: NavigationChangeListener {
    /// The root of the projected tree.
    public let root: any AnyCoordinator
    /// The records made so far, by coordinator. A record removes itself when its coordinator
    /// ends (`NodeBindingRecord.nodeWillEnd()`): nothing holds a weak reference to a record.
    ///
    /// `records` and `dirtyStacks` here, every stored property of a `Record`, and the stored
    /// properties of a `StackBinding` are touched for every coordinator a commit changes, so
    /// they go without the run-time exclusivity check (`@exclusivity(unchecked)`). What that
    /// relies on:
    /// - **Invariant 1.** The bindings, their records and their models are used in one isolation
    ///   domain, like the tree (for an app, the main actor): one thread at a time.
    /// - **Invariant 2.** No access to one of these properties is held across a call that could
    ///   reach it again. Each is read or written between calls into the engine and Observation:
    ///   `changesDidEnd()` pops a record before it updates its stack, a model's `withMutation`
    ///   body sets one stored property and calls nothing, and a user's write sets
    ///   `keptByGesture` before the navigation it starts and clears it after (a `didExit` hook
    ///   or an observer may navigate again in between).
    ///
    /// With both, two accesses never overlap. `BindingsReentrancyTests` (a hook and an observer
    /// that navigate in the middle of an update), `BindingsInvalidationTests` and
    /// `BindingsExploredTests` would catch a breach: a lost update leaves a model that differs
    /// from fresh bindings, or a missed or spurious notification.
    @exclusivity(unchecked) var records: [CoordinatorIdentity: Record] = [:]
    /// Stacks to bring up to date when the commit under way ends (invariant 2 of `records`).
    @exclusivity(unchecked) var dirtyStacks: [Record] = []
    /// The change bits the listener tests, read once: from this module, each of `NodeChanges`'
    /// constants is a call.
    let pathBits = NodeChanges.routes.rawValue | NodeChanges.pushed.rawValue
    let rootBits = NodeChanges.root.rawValue
    let presentationBits = NodeChanges.presentation.rawValue
    let tabBits = NodeChanges.tab.rawValue | NodeChanges.all.rawValue
    let allBits = NodeChanges.all.rawValue

    /// The models of one coordinator, kept on the engine's record of it. Its stored properties
    /// go without the run-time exclusivity check: see `records` for the invariants.
    final class Record: NodeBindingRecord {
        let node: NodeHandle
        let identity: CoordinatorIdentity
        /// Retained: the record's models retain the bindings too, so this adds no lifetime.
        let bindings: NavigationBindings
        @exclusivity(unchecked) var stack: StackBinding?
        @exclusivity(unchecked) var presentation: PresentationBinding?
        @exclusivity(unchecked) var tabs: TabsBinding?
        @exclusivity(unchecked) var flow: FlowBinding?
        @exclusivity(unchecked) var isDirty = false
        /// A reset ran on the coordinator: its stack's root is compared again when the commit ends.
        @exclusivity(unchecked) var rootMayHaveChanged = false
        /// The user is popping this stack to its first `keptByGesture` entries: if the commit
        /// leaves that many, the path is the old one's prefix (pops only remove), taken without
        /// building entries or comparing routes.
        @exclusivity(unchecked) var keptByGesture: Int?

        init(node: NodeHandle, bindings: NavigationBindings) {
            self.node = node
            identity = node.identity
            self.bindings = bindings
        }

        func nodeWillEnd() { bindings.forget(self) }
    }

    /// Projects the tree at `root` (normally the app's root coordinator; a subtree works too,
    /// and then only navigation that changes it is seen).
    public init(root: any AnyCoordinator) {
        self.root = root
        root.setChangeListener(self)
    }
}

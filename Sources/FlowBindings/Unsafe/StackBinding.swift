import FlowCore
import Observation

/// The navigation stack one coordinator shows: for `NavigationStack(path:)`.
///
/// `root` is the coordinator's root route (the stack's root view). `path` is what is pushed on
/// it: the coordinator's own routes after its root, then each pushed child's root and routes
/// (and theirs), in the order the user sees them (the order of a snapshot's `stack:` line).
///
/// Writing `path` is how the view layer reports the user going back. A strict prefix of the
/// current path (the back button, swipe back, the back menu) pops the entries past it in one
/// navigation, caused by the user: one entry removed is recorded as `.backButton`, several as
/// `.backMenu` (SwiftUI's path binding cannot tell a swipe from the button; call
/// `setPath(_:gesture:)` when the view layer knows). Writing the current value does nothing.
/// Any other write (a longer or reordered path, an unknown entry) is refused: nothing changes,
/// a `configurationError` goes to the tree's observers, and observers of `path` are told to
/// read it again, so the view shows the engine's state.
///
/// Observable (the Observation module): reading `root` or `path` inside
/// `withObservationTracking` (or a SwiftUI body) registers for exactly that property, and a
/// navigation notifies only the properties whose values changed.
public final class StackBinding: Observable {
    /// The coordinator whose stack this is.
    public let coordinator: CoordinatorIdentity
    let registrar = ObservationRegistrar()
    /// Retained: a view that keeps only this model still writes through it. (The tree keeps its
    /// models and its bindings until `NavigationBindings.detach()`.)
    let bindings: NavigationBindings
    /// The root shown, kept current by the bindings. This and the three stored properties after
    /// it go without the run-time exclusivity check (`@exclusivity(unchecked)`): the bindings
    /// read them for every commit that changes the stack, under the invariants stated at
    /// `NavigationBindings.records` (one isolation domain; no access held across a call that
    /// could reach the model again), which `BindingsReentrancyTests` would catch a breach of.
    @exclusivity(unchecked) var storedRoot: StackEntry
    /// The path shown, kept current by the bindings.
    @exclusivity(unchecked) var storedPath: [StackEntry]
    /// Which properties were read since they last notified.
    @exclusivity(unchecked) var reads = ReadMarks()
    /// Out of date: changed while nobody observed it; brought up to date when next read.
    @exclusivity(unchecked) var isStale = false

    init(coordinator: CoordinatorIdentity, root: StackEntry, path: [StackEntry], bindings: NavigationBindings) {
        self.coordinator = coordinator
        storedRoot = root
        storedPath = path
        self.bindings = bindings
    }
}

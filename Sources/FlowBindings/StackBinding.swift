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
    private let registrar = ObservationRegistrar()
    /// Retained: a view that keeps only this model still writes through it. (The tree keeps its
    /// models and its bindings until `NavigationBindings.detach()`.)
    private let bindings: NavigationBindings
    @exclusivity(unchecked) private var storedRoot: StackEntry
    @exclusivity(unchecked) private var storedPath: [StackEntry]
    @exclusivity(unchecked) private var reads = ReadMarks()
    /// Out of date: changed while nobody observed it; brought up to date when next read.
    @exclusivity(unchecked) var isStale = false
    /// Whether a property was read since it last notified (an observer may be waiting).
    var isObserved: Bool { !reads.isEmpty }
    private static var rootBit: UInt8 { 1 }
    private static var pathBit: UInt8 { 2 }

    init(coordinator: CoordinatorIdentity, root: StackEntry, path: [StackEntry], bindings: NavigationBindings) {
        self.coordinator = coordinator
        storedRoot = root
        storedPath = path
        self.bindings = bindings
    }

    /// The coordinator's root route: the stack's root view.
    public var root: StackEntry {
        if isStale { bindings.bringUpToDate(self) }
        registrar.access(self, keyPath: \.root)
        reads.read(Self.rootBit)
        return storedRoot
    }

    /// The screens pushed on the root, bottom first. Settable: see the type's documentation.
    public var path: [StackEntry] {
        get {
            if isStale { bindings.bringUpToDate(self) }
            registrar.access(self, keyPath: \.path)
            reads.read(Self.pathBit)
            return storedPath
        }
        set { setPath(newValue, gesture: nil) }
    }

    /// Reports that the user went back to `path`, a strict prefix of the current path, with
    /// `gesture` (`nil`: `.backButton` for one entry, `.backMenu` for more).
    ///
    /// - Returns: Whether the engine applied it (`false`: unchanged, refused or vetoed by
    ///   `canUserDismiss(_:)`; a refused or vetoed write notifies `path`'s observers again).
    @discardableResult
    public func setPath(_ path: [StackEntry], gesture: UserGesture?) -> Bool {
        bindings.write(path: path, gesture: gesture, to: self)
    }

    // MARK: Kept current by NavigationBindings

    var currentPath: [StackEntry] { storedPath }

    /// Sets the root, notifying only when it changed.
    func update(root: StackEntry) {
        guard root != storedRoot else { return }
        if reads.take(Self.rootBit) { registrar.withMutation(of: self, keyPath: \.root) { storedRoot = root } } else { storedRoot = root }
    }

    /// Sets a path the caller found different from the current one.
    func replacePath(with path: [StackEntry]) {
        if reads.take(Self.pathBit) { registrar.withMutation(of: self, keyPath: \.path) { storedPath = path } } else { storedPath = path }
    }

    /// Tells `path`'s observers to read it again (a write was refused: the view shows the engine's state).
    func revertPath() { registrar.withMutation(of: self, keyPath: \.path) {} }
}

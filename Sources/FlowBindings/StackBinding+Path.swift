import FlowCore
import Observation

/// The stack's properties as a view reads and writes them, and how the bindings keep them current.
extension StackBinding {
    private static var rootBit: UInt8 { 1 }
    private static var pathBit: UInt8 { 2 }

    /// Whether a property was read since it last notified (an observer may be waiting).
    var isObserved: Bool { !reads.isEmpty }

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

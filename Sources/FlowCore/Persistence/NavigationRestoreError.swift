/// Why a navigation state could not be saved or restored. A failed restore leaves the app
/// exactly as it was.
public struct NavigationRestoreError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// The data is not a saved navigation (not JSON, truncated, fields missing or of the wrong
        /// type, a key given twice, a version below 1).
        case corrupted
        /// Saved by a newer FlowAtlas.
        case newerFormat
        /// A route type is not `Codable`, so its routes cannot be saved or restored.
        case notCodable
        /// A saved route no longer decodes (a case that was removed or renamed).
        case unknownRoute
        /// The saved tree does not fit the app: another coordinator type, another number of
        /// children, tabs or registered modals, an index out of range.
        case mismatch
        /// A modal presented without being registered: the app creates it, so it cannot be recreated.
        case unregisteredModal
        /// A detour was saved and no detour hook was given (or it built nothing).
        case detourNeedsHook
        /// The root's flow-change hook refused the saved flow.
        case flowChangeRefused
        /// The saved tree fits the app but is a state navigation never produces (the engine's
        /// invariants): a route twice on a stack, the root route on its own stack, a presented
        /// route without a presented modal or the reverse, detents with nothing presented, a
        /// coordinator whose context is not the one its place gives it (a pushed child not
        /// `pushed`, a root marked `pushed`), pushed children on a tab or flow coordinator.
        case invalidState
    }

    /// What went wrong.
    public let kind: Kind
    /// Where in the tree, as coordinator type names from the root (`AppCoordinator/MainTabCoordinator[2]`).
    public let path: String
    /// What was found and what was expected.
    public let message: String

    /// An error of `kind` at `path`.
    public init(_ kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? "\(kind.rawValue): \(message)" : "\(kind.rawValue) at \(path): \(message)" }
}

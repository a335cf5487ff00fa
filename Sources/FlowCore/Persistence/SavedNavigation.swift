import Foundation

/// The navigation state of a whole tree as plain data: what `saveNavigation()` writes and
/// `restoreNavigation(from:)` reads. Routes are kept as their own `Codable` form (canonical
/// JSON), coordinators by type name and position (or by `restorationKey`), so the same app, freshly built, can be put
/// back exactly where it was.
///
/// Encoded as versioned, deterministic JSON (sorted keys, no whitespace variation). Format 3,
/// which `saveNavigation()` writes, is the flat graph the engine keeps: one record per
/// coordinator, in preorder, with its links as record ids (`{"records":[...],"version":3}`).
/// Formats 1 and 2 (the nested tree of `Node`s) are still read, and a value read from them
/// keeps its `version`, so it is written back in its own format.
public struct SavedNavigation: Codable, Hashable, Sendable {
    /// The format this build writes; a newer one is refused (`NavigationRestoreError.newerFormat`).
    public static let currentVersion = 3

    /// The format version: the format `json()` writes (1, 2, or 3 and above).
    public var version: Int
    /// The coordinator the state was saved from, and everything below it. (Built from the
    /// records on each read when the value holds format 3's records: as saved, or read.)
    public var root: Node {
        get {
            switch content {
            case let .tree(root): root
            case let .graph(graph): graph.root
            }
        }
        set { content = .tree(newValue) }
    }
    /// What the value holds: the flat graph (`saveNavigation()`, a format 3 document read) or a
    /// tree of nodes (formats 1 and 2, or a `root` set).
    var content: Content

    /// The two shapes a saved navigation is held in.
    enum Content: Sendable {
        case tree(Node)
        /// Records that form one tree (see `SavedGraph`).
        case graph(SavedGraph)
    }

    /// A state held as a tree of nodes, written in format `version`.
    init(version: Int, root: Node) {
        self.version = version
        content = .tree(root)
    }

    /// A state held as format 3's records (which must form one tree), written in format `version`.
    init(version: Int, graph: SavedGraph) {
        self.version = version
        content = .graph(graph)
    }

    /// Equal versions and equal trees (however each is held).
    public static func == (lhs: SavedNavigation, rhs: SavedNavigation) -> Bool {
        guard lhs.version == rhs.version else { return false }
        if case let .graph(left) = lhs.content, case let .graph(right) = rhs.content, left == right { return true }
        return lhs.root == rhs.root
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(version)
        hasher.combine(root)
    }

    /// One coordinator's state.
    public struct Node: Codable, Hashable, Sendable {
        /// The coordinator's type name (checked on restore).
        public var coordinator: String
        /// The coordinator's `restorationKey`, when it has one: siblings with keys are matched by
        /// key on restore (tabs the user reorders), others by position. Absent from the JSON when `nil`.
        public var key: String?
        /// Its route type's name.
        public var routeType: String
        /// How its parent shows it.
        public var context: PresentationContext
        /// The root route, in its route type's Codable form.
        public var root: String
        /// The pushed routes.
        public var stack: [String]
        /// The selected tab (tab coordinators).
        public var selectedTab: Int
        /// The modal entry route it presents.
        public var presented: String?
        /// The route type of `presented` when it is not `routeType`: a modal of another route
        /// type (`addModalCoordinator(_:for:)`) presented for one of its own routes, decoded with
        /// the presented modal's type. Absent from the JSON otherwise.
        public var presentedType: String?
        /// The presented modal's detents.
        public var detents: ModalDetentConfiguration?
        /// Owned children, insertion order.
        public var children: [Node]
        /// Indices (into `children`) of the pushed children, screen order.
        public var pushed: [Int]
        /// Registered modal coordinators, registration order (dormant ones too).
        public var registeredModals: [Node]
        /// Index (into `registeredModals`) of the presented modal.
        public var presentedModal: Int?
        /// The presented detour: empty, or one (a list, because a value cannot hold itself).
        public var detour: [Detour]
        /// The route the coordinator holds to navigate to later (`pendingNavigation`), in its
        /// route type's Codable form. Absent from the JSON when `nil`.
        public var pending: String? = nil
        /// The presented modal when this coordinator's factory made it
        /// (`addModalCoordinator(for:make:)`): `nil` or one (a list, because a value cannot hold
        /// itself). Absent from the JSON when `nil`; `presentedModal` is then `nil`.
        public var madeModal: [MadeModal]? = nil
    }

    /// A presented modal its presenter made (`addModalCoordinator(for:make:)`): restoring asks
    /// the presenter's factory number `factory` (registration order) for a modal whose root is
    /// the node's root, then restores the node into it.
    public struct MadeModal: Codable, Hashable, Sendable {
        /// The factory's index among the presenter's, registration order.
        public var factory: Int
        /// The made modal's state.
        public var node: Node
    }

    /// A presented detour: app code creates detour coordinators, so restoring one asks the
    /// app's detour hook for a coordinator of `node.coordinator` to show `route`.
    public struct Detour: Codable, Hashable, Sendable {
        /// The route the detour shows, in its type's Codable form.
        public var route: String
        /// The route's type name.
        public var routeType: String
        /// The detour coordinator's state.
        public var node: Node
    }

    /// The deterministic JSON of this state (sorted keys, LF-free compact form).
    public func json() -> Data {
        // A value of strings, integers and enums: encoding cannot fail.
        CanonicalJSON.data(self) ?? Data()
    }

    /// The state in `data`, checked for its version (1 to `currentVersion`), for keys given
    /// twice in one object (JSON decoders keep one of them silently, so a second `version` could
    /// smuggle a newer document past the version check), and in format 3 for records that
    /// form one tree (`corrupted` at `records[id]`, saying what was expected).
    public static func decode(_ data: Data) throws(NavigationRestoreError) -> SavedNavigation {
        struct Version: Decodable { var version: Int }
        guard let version = try? JSONDecoder().decode(Version.self, from: data) else {
            throw NavigationRestoreError(.corrupted, path: "", message: "not a saved navigation (expected JSON with a version, and records or a root)")
        }
        if let duplicate = JSONDuplicateKeys.first(in: data) {
            throw NavigationRestoreError(
                .corrupted, path: "",
                message: "key '\(duplicate.key)' is given twice in one object, at byte \(duplicate.offset) (expected each key once)")
        }
        guard version.version >= 1 else {
            throw NavigationRestoreError(
                .corrupted, path: "", message: "format version \(version.version) was never written (expected version 1 to \(currentVersion))")
        }
        guard version.version <= currentVersion else {
            throw NavigationRestoreError(
                .newerFormat, path: "", message: "format version \(version.version) is newer than this build's (expected version \(currentVersion) or older)")
        }
        do {
            return try JSONDecoder().decode(SavedNavigation.self, from: data)
        } catch let error as NavigationRestoreError {
            // Format 3's records that are not one tree, already saying which record and why.
            throw error
        } catch {
            throw NavigationRestoreError(.corrupted, path: "", message: "the saved navigation does not decode: \(error)")
        }
    }
}

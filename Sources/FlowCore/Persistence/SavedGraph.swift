/// A saved navigation in format 3: the tree as the engine keeps it (`NavigationGraph`), a flat
/// list of records whose links are ids, written as `{"records":[...],"version":3}`.
///
/// Contract: records are written in preorder (a coordinator, then its owned children in order,
/// then its registered modals in order, then the modal it made, then its detour), so record 0 is the root, a record's id
/// is its index, and every link points to a later record. Reading checks the records form one
/// tree: at least one record, ids in range, links pointing forward (so no cycle), every record
/// but the root linked exactly once, each record's own links consistent (`SavedRecord.linkProblem`),
/// at most `maxDepth` coordinators deep. Anything else is `corrupted` at `records[id]`.
///
/// `saveNavigation()` makes one from the engine's graph (`init(saving:)`); a document read, or
/// a `SavedNavigation.Node` tree, gives one too. `root` is the tree the records form.
struct SavedGraph: Equatable, Sendable {
    /// The deepest tree read: about as deep as a format 2 document nests before JSON decoders
    /// give up (a node takes two levels there), and far deeper than any navigation. A flat
    /// document has no nesting to limit it, and the nested `Node`s it becomes are walked recursively.
    static let maxDepth = 256

    /// The records, in preorder.
    var records: [SavedRecord]

    /// The records of the tree at `root`, read from the engine's graph by one fold over the
    /// one walk (`SaveFold`); `notCodable` for a route type that is not Codable,
    /// `unregisteredModal` for a modal presented without being registered (the first in the
    /// records' order, at its path from `root`).
    /// - Complexity: O(n) for the n coordinators saved, plus encoding their routes.
    init(saving root: NodeCore) throws(NavigationRestoreError) {
        var fold = SaveFold()
        root.walk(&fold)
        records = try fold.records()
    }

    /// The records of `root`'s tree, in preorder; an `EncodingError` for a node whose links
    /// ids cannot express (see `SavedRecord.init`) or a route text that is not JSON.
    init(_ root: SavedNavigation.Node) throws {
        var records: [SavedRecord?] = []
        _ = try Self.append(root, to: &records)
        self.records = records.compactMap { $0 }
    }

    /// Records as read, to be checked (`check()`) before `root` is read.
    init(records: [SavedRecord]) {
        self.records = records
    }

    /// Appends `node`'s subtree in preorder; returns `node`'s id. (Its slot is taken first and
    /// filled last, when its children's ids are known.)
    private static func append(_ node: SavedNavigation.Node, to records: inout [SavedRecord?]) throws -> Int {
        let id = records.count
        records.append(nil)
        let children = try node.children.map { try append($0, to: &records) }
        let modals = try node.registeredModals.map { try append($0, to: &records) }
        let made = try node.madeModal?.first.map { try append($0.node, to: &records) }
        let detour = try node.detour.first.map { try append($0.node, to: &records) }
        records[id] = try SavedRecord(node, children: children, registeredModals: modals, madeModal: made, detour: detour)
        return id
    }

    /// The tree the records form, as nested nodes, for records that form one tree (as saved,
    /// or read and checked: see `check()`).
    var root: SavedNavigation.Node {
        // Links point forward: building from the last record back finds every linked node built.
        var nodes: [Int: SavedNavigation.Node] = [:]
        for id in records.indices.reversed() {
            let record = records[id]
            nodes[id] = record.node(linking: nodes)
            for link in record.links { nodes[link.id] = nil }
        }
        return nodes[0] ?? records[0].node(linking: [:])
    }

    /// Checks the records form one tree rooted at record 0; throws `corrupted` at `records[id]`
    /// when they do not (see the type's contract).
    func check() throws(NavigationRestoreError) {
        func corrupted(_ id: Int, _ message: String) -> NavigationRestoreError {
            NavigationRestoreError(.corrupted, path: "records[\(id)]", message: message)
        }
        guard !records.isEmpty else {
            throw NavigationRestoreError(.corrupted, path: "records", message: "no records (expected the root's record first)")
        }
        /// Who links to each record (its parent), and how.
        var owners: [(id: Int, role: SavedRecord.LinkRole)?] = Array(repeating: nil, count: records.count)
        var depths = Array(repeating: 1, count: records.count)
        for (id, record) in records.enumerated() {
            for (role, link) in record.links {
                guard records.indices.contains(link) else {
                    throw corrupted(id, "\(role.rawValue) \(link) is not a record (expected an id below \(records.count))")
                }
                guard link > id else {
                    throw corrupted(id, "\(role.rawValue) \(link) does not point forward (expected an id above \(id): records are in preorder)")
                }
                if let owner = owners[link] {
                    throw corrupted(
                        link, "\(owner.role.rawValue) of records[\(owner.id)] and \(role.rawValue) of records[\(id)] (expected one parent: records form a tree)"
                    )
                }
                owners[link] = (id, role)
                // The parent's depth is final: its own parent came before it.
                depths[link] = depths[id] + 1
                guard depths[link] <= Self.maxDepth else {
                    throw corrupted(link, "\(depths[link]) coordinators deep (expected at most \(Self.maxDepth))")
                }
            }
            if let problem = record.linkProblem { throw corrupted(id, problem) }
        }
        if let orphan = owners.indices.dropFirst().first(where: { owners[$0] == nil }) {
            throw corrupted(orphan, "no record links to it (expected every record but the root to be a child, registered modal, made modal or detour of one)")
        }
    }
}

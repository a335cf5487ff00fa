import FlowCore

/// The parts a big tree is drawn in: one per tab of every tab coordinator, so a hierarchy of
/// hundreds of coordinators becomes an overview (each tab collapsed to one node) and one picture per tab.
public struct HierarchyAreas: Sendable {
    /// One tab's subtree.
    public struct Area: Hashable, Sendable {
        /// The tab's root node id.
        public var root: Int
        /// `RedCoordinator` or `TabRootCoordinator<Cart>`: the tab root's type name, or
        /// `TabStackCoordinator:Explore` when it has a display name.
        public var name: String
        /// A file-name-safe form of `name`, unique among the areas (`TabRootCoordinator-Cart`).
        public var slug: String
        /// Every node id of the subtree, the root first.
        public var nodes: [Int]
    }

    /// The areas, in tab order.
    public let areas: [Area]

    /// The tabs of every tab coordinator of `tree` (none when it has no tab coordinator).
    public init(_ tree: NavigationTree) {
        let children = tree.childLists
        var areas: [Area] = []
        var slugs: Set<String> = []
        for tabs in tree.nodes where tabs.kind == .tabs {
            for root in tabs.children {
                var nodes: [Int] = []
                var pending = [root]
                while let next = pending.popLast() {
                    nodes.append(next)
                    pending += children[next].reversed()
                }
                let name = tree.nodes[root].label
                var slug = Self.slug(name)
                var suffix = 2
                while !slugs.insert(slug).inserted {
                    slug = Self.slug(name) + "-\(suffix)"
                    suffix += 1
                }
                areas.append(Area(root: root, name: name, slug: slug, nodes: nodes))
            }
        }
        self.areas = areas
    }

    /// The area holding node `id`, if any.
    public func area(of id: Int) -> Area? { areas.first { $0.nodes.contains(id) } }

    /// `name` with every character but ASCII letters, digits, `.`, `_` and `-` replaced by `-`, no trailing `-`.
    public static func slug(_ name: String) -> String {
        var slug = String(
            name.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": Character(scalar)
                default: "-"
                }
            })
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "area" : slug
    }
}

extension NavigationTree {
    /// Each node's child node ids (owned, presented, registered), ascending.
    public var childLists: [[Int]] {
        var children = [[Int]](repeating: [], count: nodes.count)
        for node in nodes { if let parent = node.parent { children[parent].append(node.id) } }
        return children
    }
}

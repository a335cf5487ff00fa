import Foundation
import Testing

@testable import FlowCore

/// `NavigationTree.Node` keeps its fields in one shared reference until a copy changes
/// (issue 25, point 4: the explorer copies millions of nodes). It must still behave as a plain
/// value, and a capture of an unchanged tree must share, not copy, every node.
@Suite("NavigationTree.Node: a value whose copies share their fields")
struct NavigationTreeNodeTests {
    enum Shop: String, Route {
        case home, list, detail, sheet, help
        var identifier: String { rawValue }
    }

    typealias Node = BehaviourFixtures.Scripted<Shop>

    private static func tree() -> Node {
        let root = Node(root: .home, pushes: [.list], modals: [.sheet])
        root.addChild(Node(root: .detail, pushes: [.help]))
        root.addModalCoordinator(Node(root: .sheet, pushes: [.help]))
        return root
    }

    @Test("changing a copy, in place or by assignment, leaves the original as it was")
    func copiesAreIndependent() {
        let original = Self.tree().captureTree().nodes[0]
        var copy = original
        #expect(copy.sharesFields(with: original))
        copy.stack.append(RouteValue(type: "ShopRoute", identifier: "list"))
        copy.displayName = "Shop"
        #expect(!copy.sharesFields(with: original))
        #expect(original.stack.isEmpty && original.displayName == nil)
        #expect(copy.stack.map(\.identifier) == ["list"] && copy.label.hasSuffix(":Shop"))
        #expect(copy != original)
    }

    @Test("equal nodes kept apart are equal and hash alike; JSON gives the same node and the same bytes back")
    func valueSemantics() throws {
        let one = Self.tree().captureTree()
        let two = Self.tree().captureTree()
        for (left, right) in zip(one.nodes, two.nodes) {
            #expect(!left.sharesFields(with: right))
            #expect(left == right)
            #expect(left.hashValue == right.hashValue)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(one)
        let decoded = try JSONDecoder().decode(NavigationTree.self, from: data)
        #expect(decoded == one)
        #expect(try encoder.encode(decoded) == data)
        #expect(String(decoding: data, as: UTF8.self).contains(#""pushedChildren":[]"#))
        #expect(!String(decoding: data, as: UTF8.self).contains("displayName"), "nil display names stay absent")
    }

    @Test("a capture with a kept memory shares every node of an unchanged coordinator with the capture before; a push changes only its coordinator's")
    func capturesShareUnchangedNodes() throws {
        let root = Self.tree()
        let memory = CaptureMemory()
        let capture = { try #require(root.captureTreeWithCoordinators(in: memory)).tree }
        let first = try capture()
        let second = try capture()
        #expect(zip(first.nodes, second.nodes).allSatisfy { $0.sharesFields(with: $1) })
        root.navigate(to: Shop.list)
        let third = try capture()
        #expect(third == root.captureTree(), "equal to a fresh capture")
        #expect(!third.nodes[0].sharesFields(with: second.nodes[0]))
        #expect(third.nodes[0].stack.map(\.identifier) == ["list"])
        #expect(third.nodes.dropFirst().indices.allSatisfy { third.nodes[$0].sharesFields(with: second.nodes[$0]) })
        #expect(second.nodes[0].stack.isEmpty, "the earlier capture is unchanged")
    }
}

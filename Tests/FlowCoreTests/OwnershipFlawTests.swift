import Testing

@testable import FlowCore

/// The ownership audit the explorer runs after every action (`ownershipFlaws()`), on trees
/// broken on purpose by writing their links and ownership directly.
@Suite("Ownership flaws: who owns, pushes and presents whom")
struct OwnershipFlawTests {
    enum Shop: String, Route {
        case home, list, detail, sheet
        var identifier: String { rawValue }
    }

    typealias Node = BehaviourFixtures.Scripted<Shop>

    private static func tree() -> (root: Node, child: Node, sheet: Node) {
        let root = Node(root: .home, pushes: [.list], modals: [.sheet])
        let child = Node(root: .detail)
        let sheet = Node(root: .sheet)
        root.addChild(child)
        root.addModalCoordinator(sheet)
        return (root, child, sheet)
    }

    private static let name = "\(Node.self)"

    @Test("a tree built through the API has none, with a sheet presented or not")
    func soundTree() {
        let (root, _, _) = Self.tree()
        #expect(root.ownershipFlaws() == [])
        root.navigate(to: Shop.sheet)
        #expect(root.presentedModal != nil)
        #expect(root.ownershipFlaws() == [])
    }

    @Test("a child whose parent link is gone, and an unpresented sheet that keeps one")
    func parentLinks() {
        let (root, child, sheet) = Self.tree()
        child.core.links.parent = nil
        sheet.core.links.parent = root.core.id
        #expect(
            root.ownershipFlaws() == [
                OwnershipFlaw(kind: .childParentMismatch, subject: Self.name, holder: Self.name),
                OwnershipFlaw(kind: .unpresentedModalHasParent, subject: Self.name, holder: Self.name),
            ])
    }

    @Test("a coordinator pushed where it is not owned, and one owned twice (reported once, not walked again)")
    func pushedAndOwnedTwice() {
        let (root, child, sheet) = Self.tree()
        root.core.links.pushed = [sheet.core.id]
        child.core.ownership.children = [sheet.core.id]
        let flaws = root.ownershipFlaws() ?? []
        #expect(flaws.first == OwnershipFlaw(kind: .pushedNotOwned, subject: Self.name, holder: Self.name))
        #expect(flaws.contains(OwnershipFlaw(kind: .childParentMismatch, subject: Self.name, holder: Self.name)))
        #expect(flaws.last == OwnershipFlaw(kind: .ownedTwice, subject: Self.name, holder: nil))
        #expect(flaws.count == 3)
    }

    @Test("a presented modal whose parent link names another coordinator")
    func presentedParent() {
        let (root, child, sheet) = Self.tree()
        root.navigate(to: Shop.sheet)
        sheet.core.links.parent = child.core.id
        #expect(root.ownershipFlaws() == [OwnershipFlaw(kind: .presentedParentMismatch, subject: Self.name, holder: Self.name)])
    }
}

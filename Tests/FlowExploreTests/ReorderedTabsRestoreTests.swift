import FlowCore
import Foundation
import PropertyBased
import Testing

// Tabs the user orders themselves (a social app's five of many kinds): one coordinator class
// for every tab, told apart by its root, and a reply sheet per tab. Saved with one order and
// restored into another, each tab must get its own state back (with restoration keys), or the
// restore must fail and change nothing (without): never a tab showing another tab's root.

/// Every screen of every tab; each tab's root is one of the first four.
enum FeedRoute: String, Route, CaseIterable, Codable {
    case timeline, explore, notifications, profile, status, account, thread, reply
    static let roots: [FeedRoute] = [.timeline, .explore, .notifications, .profile]
}

/// The shell's one route.
enum ShellRoute: String, Route, CaseIterable, Codable { case tabs }

/// One tab: its root, the shared detail screens, and a reply sheet.
final class FeedTabCoordinator: Coordinator<FeedRoute> {
    let tabRoot: FeedRoute
    let keyed: Bool
    let named: Bool
    init(root: FeedRoute, keyed: Bool, named: Bool = false) {
        tabRoot = root
        self.keyed = keyed
        self.named = named
        super.init(router: Router(initial: root))
        addModalCoordinator(ReplyCoordinator())
    }
    override func canHandle(_ route: FeedRoute) -> Bool { route == tabRoot || [.status, .account, .thread, .reply].contains(route) }
    override func navigationType(for route: FeedRoute) -> NavigationType { route == .reply ? .modal : .push }
    override var restorationKey: String? { keyed ? tabRoot.rawValue : nil }
    override var displayName: String? { named ? tabRoot.rawValue.prefix(1).uppercased() + tabRoot.rawValue.dropFirst() : nil }
}

final class ReplyCoordinator: Coordinator<FeedRoute> {
    init() { super.init(router: Router(initial: .reply)) }
    override func canHandle(_ route: FeedRoute) -> Bool { route == .reply }
}

final class FeedTabsCoordinator: TabCoordinator<ShellRoute> {
    init(order: [FeedRoute], keyed: Bool, named: Bool = false) {
        super.init(router: Router(initial: .tabs))
        for root in order { addChild(FeedTabCoordinator(root: root, keyed: keyed, named: named)) }
    }
}

@Suite("Restoring into reordered tabs")
struct ReorderedTabsRestoreTests {
    /// `saved` with the tabs in root order (selection and pushed indices follow): the same state
    /// whatever order the tabs were in.
    static func normalized(_ saved: SavedNavigation) -> SavedNavigation {
        var result = saved
        let order = saved.root.children.indices.sorted { saved.root.children[$0].root < saved.root.children[$1].root }
        result.root.children = order.map { saved.root.children[$0] }
        result.root.selectedTab = order.firstIndex(of: saved.root.selectedTab)!
        return result
    }

    /// One action on the app: a navigation from the visible coordinator, a tab, back, a dismissal.
    static func act(_ action: Int, on tabs: FeedTabsCoordinator) {
        let routes: [FeedRoute] = [.status, .account, .thread, .reply]
        switch action {
        case 0..<4: tabs.visibleCoordinator.navigate(to: routes[action])
        case 4..<8: tabs.switchToTab(action - 4)
        case 8: tabs.visibleCoordinator.pop()
        default: tabs.visibleChain.last { $0.presentedModal != nil }?.dismissModal()
        }
    }

    @Test("the issue's case: saved with Explore as tab 2, restored into [timeline, explore, notifications, profile]")
    func issueCase() throws {
        for keyed in [false, true] {
            let saved = FeedTabsCoordinator(order: [.notifications, .explore, .timeline, .profile], keyed: keyed)
            saved.switchToTab(1)
            saved.visibleCoordinator.navigate(to: FeedRoute.status)
            saved.visibleCoordinator.navigate(to: FeedRoute.account)
            let state = try saved.saveNavigation()
            let target = FeedTabsCoordinator(order: [.timeline, .explore, .notifications, .profile], keyed: keyed)
            let before = target.captureTree()
            if keyed {
                try target.restoreNavigation(state)
                // Explore is still selected and holds its stack; Notifications shows its own root.
                let tree = target.captureTree()
                let explore = tree.nodes[tree.nodes[0].children[1]]
                #expect(explore.root.description == "FeedRoute.explore")
                #expect(explore.stack.map(\.description) == ["FeedRoute.status", "FeedRoute.account"])
                #expect(tree.nodes[0].selectedTab == 1)
                #expect(tree.nodes[tree.nodes[0].children[2]].root.description == "FeedRoute.notifications")
            } else {
                #expect {
                    try target.restoreNavigation(state)
                } throws: { error in
                    (error as? NavigationRestoreError)?.kind == .mismatch && "\(error)".contains("restorationKey")
                }
                #expect(target.captureTree() == before)
            }
        }
    }

    @Test("any explored state restored into permuted tabs: equal with keys; without keys equal or refused with nothing changed")
    func permutedTabs() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0..<10).array(of: 0...25), Gen.int(in: 0..<24), Gen.bool) { actions, permutationIndex, keyed in
            let original = FeedTabsCoordinator(order: FeedRoute.roots, keyed: keyed)
            for action in actions { Self.act(action, on: original) }
            let saved = try! original.saveNavigation()
            let order = Self.permutation(permutationIndex, of: FeedRoute.roots)
            let target = FeedTabsCoordinator(order: order, keyed: keyed)
            let untouched = try! target.saveNavigation()
            do {
                try target.restoreNavigation(saved)
                #expect(Self.normalized(try! target.saveNavigation()) == Self.normalized(saved), "order \(order), actions \(actions)")
                #expect(keyed || order == FeedRoute.roots, "restored without keys into another order: \(order)")
            } catch {
                #expect(!keyed, "refused with keys: \(error)")
                #expect(try! target.saveNavigation() == untouched, "a refused restore changed the app")
            }
        }
    }

    /// The `index`-th permutation of four values (0..<24).
    static func permutation(_ index: Int, of values: [FeedRoute]) -> [FeedRoute] {
        var pool = values
        var rest = index
        var result: [FeedRoute] = []
        for radix in (1...pool.count).reversed() {
            let factorial = (1..<radix).reduce(1, *)
            result.append(pool.remove(at: rest / factorial))
            rest %= factorial
        }
        return result
    }
}

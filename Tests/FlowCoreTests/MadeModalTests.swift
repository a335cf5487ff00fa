import Foundation
import Testing

@testable import FlowCore

/// Modals made when presented (issue 48, point 5): `addModalCoordinator(for:make:)` registers
/// no coordinator, so no dormant root exists anywhere; the modal's root is the route it is
/// presented with, and it ends when dismissed.
@Suite("Modals made when presented: no placeholder root anywhere")
@MainActor
struct MadeModalTests {
    enum VaultRoute: Route, Codable {
        case list
        case viewItem(id: Int)
        case share(id: Int)
        var identifier: String {
            switch self {
            case .list: "list"
            case let .viewItem(id): "viewItem_\(id)"
            case let .share(id): "share_\(id)"
            }
        }
    }

    enum ItemRoute: Route, Codable {
        case view(id: Int)
        case edit(id: Int)
        var identifier: String {
            switch self {
            case let .view(id): "view_\(id)"
            case let .edit(id): "edit_\(id)"
            }
        }
    }

    /// Every coordinator the factories made, weakly: what is still alive.
    final class Made {
        private var items: [() -> AnyObject?] = []
        var count: Int { items.count }
        var alive: Int { items.filter { $0() != nil }.count }
        /// Tracks `object` and returns it.
        func track<T: AnyObject>(_ object: T) -> T {
            items.append { [weak object] in object }
            return object
        }
    }

    final class ItemCoordinator: Coordinator<ItemRoute> {
        override func canHandle(_ route: ItemRoute) -> Bool { true }
    }

    final class ShareCoordinator: Coordinator<VaultRoute> {
        override func canHandle(_ route: VaultRoute) -> Bool { false }
    }

    final class Vault: Coordinator<VaultRoute> {
        let made = Made()
        init() {
            super.init(router: Router(initial: .list))
            let made = made
            // snippet:made-modal begin
            // An item's screens, in their own stack over the vault: made for `viewItem(id:)`,
            // with `view(id:)` as their root.
            addModalCoordinator(for: { route -> ItemRoute? in
                if case let .viewItem(id) = route { return .view(id: id) }
                return nil
            }) { root in
                made.track(ItemCoordinator(router: Router(initial: root)))
            }
            // snippet:made-modal end
            addModalCoordinator(for: { route -> VaultRoute? in
                if case .share = route { return route }
                return nil
            }) { root in
                made.track(ShareCoordinator(router: Router(initial: root)))
            }
        }
        override func canHandle(_ route: VaultRoute) -> Bool { route != .list }
        override func navigationType(for route: VaultRoute) -> NavigationType {
            switch route {
            case .viewItem, .share: .modal
            case .list: .push
            }
        }
    }

    @Test("a presenter's own route presents a modal made with the mapped route as its root; nothing dormant is captured")
    func presentsMadeModal() {
        let vault = Vault()
        #expect(vault.made.count == 0)
        #expect(!vault.captureTree().outline.contains("ItemCoordinator"))
        #expect(vault.navigate(to: VaultRoute.viewItem(id: 42)))
        let tree = vault.captureTree()
        #expect(vault.made.count == 1)
        #expect(tree.outline.contains("ItemCoordinator"))
        #expect(tree.outline.contains("view_42"))
        #expect(vault.router.state.presented == .viewItem(id: 42))
        #expect(vault.modalCoordinators.isEmpty)
        #expect(!tree.nodes.contains { $0.relation == .registeredModal })
        #expect(vault.visibleCoordinator is ItemCoordinator)
    }

    @Test("a route of the presenter's own type shows itself: the share sheet's root is the share route")
    func sameTypeModal() {
        let vault = Vault()
        #expect(vault.navigate(to: VaultRoute.share(id: 7)))
        let share = vault.visibleCoordinator as? ShareCoordinator
        #expect(share?.router.state.root == .share(id: 7))
    }

    @Test("dismissing lets go of the made modal; presenting again makes a new one, and smart back keeps the one on screen")
    func dismissEndsIt() {
        let vault = Vault()
        #expect(vault.navigate(to: VaultRoute.viewItem(id: 1)))
        #expect(vault.navigate(to: VaultRoute.viewItem(id: 1)))
        #expect(vault.made.count == 1)
        vault.dismissModal()
        #expect(vault.made.alive == 0)
        #expect(vault.captureTree() == Vault().captureTree())
        #expect(vault.navigate(to: VaultRoute.viewItem(id: 2)))
        #expect(vault.made.count == 2)
        #expect(vault.navigate(to: VaultRoute.viewItem(id: 3)))
        #expect(vault.made.alive == 1)
        #expect(vault.captureTree().outline.contains("view_3"))
    }

    @Test("a route of the made modal's type navigated to from anywhere makes one showing it")
    func madeForItsOwnType() {
        let vault = Vault()
        #expect(vault.navigate(to: ItemRoute.edit(id: 5)))
        let item = vault.visibleCoordinator as? ItemCoordinator
        #expect(item?.router.state.root == .edit(id: 5))
        #expect(vault.presentedModal === item)
        // Inside the presented modal, the modal navigates on its own stack.
        #expect(vault.navigate(to: ItemRoute.view(id: 5)))
        #expect(vault.visibleCoordinator === item)
        #expect(item?.router.state.stack == [.view(id: 5)])
    }

    @Test("a dry-run trace makes a modal to plan with, and keeps nothing")
    func dryRunKeepsNothing() {
        let vault = Vault()
        let before = vault.captureTree()
        let trace = vault.trace(to: VaultRoute.viewItem(id: 9), dryRun: true)
        #expect(trace.resolution.error == nil)
        #expect(vault.made.count == 1)
        #expect(vault.made.alive == 0)
        #expect(vault.captureTree() == before)
    }

    @Test("saved with its factory and root, no placeholder; restored into a fresh app by making it again")
    func saveAndRestore() throws {
        let vault = Vault()
        #expect(vault.navigate(to: VaultRoute.viewItem(id: 42)))
        #expect(vault.navigate(to: ItemRoute.edit(id: 42)))
        let saved = try vault.saveNavigation()
        let text = String(decoding: saved.json(), as: UTF8.self)
        #expect(text.contains("\"madeBy\":0"))
        #expect(saved.root.madeModal?.first?.factory == 0)
        #expect(saved.root.registeredModals.isEmpty)
        let fresh = Vault()
        try fresh.restoreNavigation(from: saved.json())
        #expect(fresh.captureTree() == vault.captureTree())
        #expect(fresh.made.alive == 1)
        // Restoring the state it is in keeps the modal it presents.
        try fresh.restoreNavigation(saved)
        #expect(fresh.made.count == 1)
        // Restoring a state without the modal lets go of it.
        try fresh.restoreNavigation(Vault().saveNavigation())
        #expect(fresh.made.alive == 0)
    }

    @Test("a saved factory the app no longer has is a mismatch, and the tree is unchanged")
    func unknownFactory() throws {
        let vault = Vault()
        #expect(vault.navigate(to: VaultRoute.share(id: 3)))
        var saved = try vault.saveNavigation()
        saved.root.madeModal?[0].factory = 5
        let fresh = Vault()
        #expect(fresh.navigate(to: VaultRoute.viewItem(id: 1)))
        let before = fresh.captureTree()
        #expect(throws: NavigationRestoreError.self) { try fresh.restoreNavigation(saved) }
        do {
            try fresh.restoreNavigation(saved)
        } catch {
            #expect(error.kind == .mismatch)
            #expect(error.message.contains("factory 5"))
        }
        #expect(fresh.captureTree() == before)
        #expect(fresh.made.alive == 1)
    }

    /// A coordinator of the item's route type that presents modals by hand.
    final class Shelf: Coordinator<ItemRoute> {
        override func canHandle(_ route: ItemRoute) -> Bool { false }
    }

    @Test("a made modal the app keeps and presents elsewhere by hand is an unregistered modal there, not its maker's")
    func keptAndPresentedElsewhere() throws {
        let vault = Vault()
        #expect(vault.navigate(to: VaultRoute.viewItem(id: 6)))
        let item = try #require(vault.visibleCoordinator as? ItemCoordinator)
        vault.dismissModal()
        let shelf = Shelf(router: Router(initial: .view(id: 0)))
        shelf.presentModal(item, presenting: .view(id: 6))
        #expect(shelf.visibleCoordinator === item)
        #expect(throws: NavigationRestoreError.self) { try shelf.saveNavigation() }
        do {
            _ = try shelf.saveNavigation()
        } catch {
            #expect(error.kind == .unregisteredModal)
        }
    }

    @Test("a memento taken with a made modal up puts it back after the modal was dismissed")
    func mementoKeepsIt() {
        let vault = Vault()
        #expect(vault.navigate(to: VaultRoute.viewItem(id: 4)))
        let tree = vault.captureTree()
        let memento = vault.saveState()
        vault.dismissModal()
        #expect(vault.made.alive == 1)  // the memento keeps it
        vault.restoreState(memento)
        #expect(vault.captureTree() == tree)
    }
}

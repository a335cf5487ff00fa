import FlowCore
import Foundation
import Testing
import VaultApp

/// Issue 48, point 4: a flow whose root carries the account (`vaultUnlock(userId:)`) is saved and
/// restored, whatever flow the app shows when it is restored; the held link comes back with it.
@Suite("Vault: saving and restoring an account's unlock flow")
struct SaveRestoreTests {
    /// carol locked, at her password hint, with a link held.
    static func carolLocked() throws -> Vault {
        let vault = Vault()
        #expect(vault.open("vault://account/carol"))
        #expect(vault.app.visibleCoordinator.navigate(to: UnlockRoute.passwordHint))
        #expect(vault.open("vault://tab/generator"))
        return vault
    }

    @Test(
        "carol locked comes back into a fresh app at alice locked, alice unlocked or logged out",
        arguments: [VaultStart.locked(userId: "alice"), .unlocked(userId: "alice"), .loggedOut])
    func restoresPayloadRoot(start: VaultStart) throws {
        let carol = try Self.carolLocked()
        let fresh = VaultApp.make(start: start)
        try fresh.restoreNavigation(from: try carol.app.saveNavigation().json())
        #expect(fresh.captureTree() == carol.app.captureTree())
        let unlock = try #require(fresh.currentFlow as? VaultUnlockCoordinator)
        #expect(unlock.userId == "carol")
        #expect(unlock.router.state.root == .vaultUnlock(userId: "carol") && unlock.router.state.stack == [.passwordHint])
        #expect(fresh.pendingNavigation == .tab(.generator))
        #expect(unlock.unlock())
        let tabs = try #require(fresh.currentFlow as? VaultTabCoordinator)
        #expect(tabs.userId == "carol" && tabs.router.state.selectedTab == VaultTab.generator.rawValue)
    }

    @Test("a flow root the app no longer takes is a typed error, and the app is left as it was")
    func unknownFlowRoot() throws {
        let carol = try Self.carolLocked()
        let text = String(decoding: try carol.app.saveNavigation().json(), as: UTF8.self)
            .replacingOccurrences(of: #"{"vaultUnlock":{"userId":"carol"}}"#, with: #"{"vaultLock":{"userId":"carol"}}"#)
        let fresh = VaultApp.make()
        let before = fresh.captureTree()
        #expect(throws: NavigationRestoreError.self) { try fresh.restoreNavigation(from: Data(text.utf8)) }
        #expect(fresh.captureTree() == before)
    }

    @Test("the committed state file of the carol-locked scenario is what the app saves today (as `save -o` writes it: one line)")
    func committedStateIsCurrent() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Snapshots/scenarios/states/carol-locked.json").standardizedFileURL
        let saved = try Self.carolLocked().app.saveNavigation().json()
        // `vault-atlas save … -o` ends the file with a line break; `json()` does not.
        let committed = try Data(contentsOf: url)
        #expect(committed.last == UInt8(ascii: "\n") && committed.dropLast() == saved, "\(String(decoding: saved, as: UTF8.self))")
    }
}

import FlowCore
import Foundation
import MailApp
import Testing

/// The mail app's navigation survives a relaunch: saved as JSON, restored into a fresh app.
@Suite("Mail: save and restore")
struct SaveRestoreTests {
    @Test("a signed-in state with a message, search results and the compose sheet round-trips into a fresh app")
    func roundTrip() throws {
        let mail = try Mail.signedIn()
        #expect(mail.open("mail://message/42"))
        #expect(mail.open("mail://search?q=swift"))
        #expect(mail.open("mail://compose/attachments"))
        let data = try mail.app.saveNavigation().json()
        let fresh = MailApp.make()
        try fresh.restoreNavigation(from: data)
        #expect(fresh.captureTree() == mail.app.captureTree())
    }

    @Test("the committed state file of the saved-draft scenario is what the app saves today")
    func committedStateIsCurrent() throws {
        let mail = try Mail.signedIn()
        #expect(mail.open("mail://compose/attachments"))
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Snapshots/scenarios/states/compose-open.json").standardizedFileURL
        let committed = try Data(contentsOf: url)
        #expect(committed == (try mail.app.saveNavigation().json()))
    }
}

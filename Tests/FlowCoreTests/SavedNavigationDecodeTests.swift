import FlowCore
import Foundation
import Testing

/// Saved documents with unknown versions or repeated keys are refused (issue 22, point 7): a
/// JSON decoder keeps one of two equal keys silently, so a second `version` could smuggle a
/// newer document past the version check.
@Suite("Adversarial: saved navigation versions and repeated keys")
struct SavedNavigationDecodeTests {
    typealias Inbox = PayloadFixtures.Inbox

    /// A saved inbox on a thread, as JSON text.
    static func document() throws -> String {
        let inbox = Inbox()
        inbox.navigate(to: PayloadFixtures.MailRoute.thread(id: 3))
        return String(decoding: try inbox.saveNavigation().json(), as: UTF8.self)
    }

    /// Restores `text` into an inbox on thread 9; returns the error, checking that the inbox is unchanged.
    static func refusal(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> NavigationRestoreError? {
        let target = Inbox()
        target.navigate(to: PayloadFixtures.MailRoute.thread(id: 9))
        let before = target.captureTree()
        let error = #expect(throws: NavigationRestoreError.self, sourceLocation: sourceLocation) {
            try target.restoreNavigation(from: Data(text.utf8))
        }
        #expect(target.captureTree() == before, "the app is unchanged", sourceLocation: sourceLocation)
        return error
    }

    @Test(
        "versions 0, -1 and Int.min are corrupted, versions above the current one newerFormat",
        arguments: ["0", "-1", "-9223372036854775808", "4", "9223372036854775807"])
    func unknownVersions(version: String) throws {
        let text = try Self.document().replacingOccurrences(of: "\"version\":3", with: "\"version\":\(version)")
        let error = Self.refusal(text)
        if version.hasPrefix("-") || version == "0" {
            #expect(error?.kind == .corrupted)
            #expect(error?.message == "format version \(version) was never written (expected version 1 to 3)")
        } else {
            #expect(error?.kind == .newerFormat)
        }
    }

    @Test(
        "a key given twice is refused wherever it is: version (either order), records, a record's field, an escaped spelling, inside a route's JSON",
        arguments: [
            ("version-newer-second", #""version":3"#, #""version":3,"version":4"#),
            ("version-newer-first", #""version":3"#, #""version":4,"version":3"#),
            ("version-equal", #""version":3"#, #""version":3,"version":3"#),
            ("escaped", #""version":3"#, #""version":3,"ver\u0073ion":7"#),
            ("records", #"{"records":["#, #"{"records":[],"records":["#),
            ("node-field", #""coordinator":"#, #""coordinator":"Other","coordinator":"#),
            ("route-json", #""thread":{"id":3}"#, #""thread":{"id":3,"id":4}"#),
        ])
    func repeatedKeys(label: String, original: String, repeated: String) throws {
        let document = try Self.document()
        #expect(document.contains(original), "\(label): the fixture has \(original)")
        let text = document.replacingOccurrences(of: original, with: repeated)
        let error = Self.refusal(text)
        #expect(error?.kind == .corrupted, "\(label): \(String(describing: error))")
        #expect(error?.message.contains("twice") == true, "\(label): \(String(describing: error))")
        #expect(error?.message.contains("(expected each key once)") == true, "\(label): \(String(describing: error))")
    }

    @Test("equal keys in different objects, and keys that differ only after an escape, are not repeats")
    func notRepeats() throws {
        let document = try Self.document()
        #expect(document.components(separatedBy: "\"coordinator\"").count > 1)
        let target = Inbox()
        try target.restoreNavigation(from: Data(document.utf8))
        let escapedValue = document.replacingOccurrences(of: #""version":3"#, with: #""version":3,"note":"a \"version\": b""#)
        // An unknown key is ignored by the decoder; a key-like text inside a value is a value.
        try Inbox().restoreNavigation(from: Data(escapedValue.utf8))
    }
}

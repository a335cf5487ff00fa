import FlowAtlasTestSupport
import Foundation
import Testing

/// Text from files and arguments never reaches the terminal raw (issue 22, point 8): an ESC
/// sequence cannot retitle or clear it, a line break cannot forge a `file:line:column: error:`
/// line, and a huge value gives a short message. The files themselves are never changed.
@Suite("Adversarial: terminal injection")
struct TerminalInjectionTests {
    /// The attacks, as YAML double-quoted escapes: retitle, clear, a forged error line, a bell, a bidi override, C1 CSI.
    static let payloads = [
        "\\e]0;pwned\\a", "\\e[2J\\e[H", "x\\nforged.yaml:1:1: error: forged", "\\r\\e[K", "\\a\\b\\x7f", "\\u202Eevil", "\\x9b31m", "\\L\\P\\N",
    ]

    /// No control character but line feeds and tabs, nothing that moves the cursor or changes the title.
    static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
                || ["\u{2028}", "\u{2029}", "\u{202E}"].contains(scalar)
        }
    }

    /// The error lines (`…: error: …`) of `text`.
    static func errorLines(_ text: String) -> [Substring] { text.split(separator: "\n").filter { $0.contains("error:") } }

    @Test("a URL, a route, a Codable key and a route-type key from a scenario are escaped in the one error line", arguments: payloads)
    func scenarioValues(payload: String) async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withOceanAbyss: false)
            let file = snap.appendingPathComponent("scenarios/evil.yaml")
            for step in [
                "open: \"flowatlas-demo://\(payload)/x\"", "open: \"flowatlas-demo://app/\(payload)\"", "navigate: \"OceanRoute.\(payload)\"",
                "navigate: { \"Ocean\(payload)Route\": abyss }", "navigate: { OceanRoute: { \"\(payload)\": {} } }",
                "presentDetour: \"\(payload)\"", "snapshot: \"\(payload)\"",
            ] {
                try Support.write("name: evil\nsteps:\n  - \(step)\n", to: file)
                let result = Kit.run(["check", "--snapshots", snap.path])
                #expect(result.status == 2, "\(step): \(result)")
                #expect(Self.isClean(result.stderr), "\(step): \(result.stderr.debugDescription)")
                #expect(Self.errorLines(result.stderr).count == 1, "\(step): one error line: \(result.stderr.debugDescription)")
                #expect(result.stderr.hasPrefix("\(file.path):3:"), "\(step): \(result.stderr.debugDescription)")
            }
        }
    }

    @Test("a 1 MB URL, route or key gives a message of at most about a thousand characters")
    func hugeValues() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withOceanAbyss: false)
            let file = snap.appendingPathComponent("scenarios/big.yaml")
            let huge = String(repeating: "a", count: 1_000_000)
            for step in [
                "open: flowatlas-demo://\(huge)", "open: flowatlas-demo://app/\(huge)", "navigate: OceanRoute.\(huge)",
                "navigate: { OceanRoute: { \(huge): {} } }",
            ] {
                try Support.write("name: big\nsteps:\n  - \(step)\n", to: file)
                let result = Kit.run(["check", "--snapshots", snap.path])
                #expect(result.status == 2, "\(step.prefix(40))")
                #expect(result.stderr.count < 1_300, "\(step.prefix(40)): \(result.stderr.count) characters")
                if !step.contains("{") { #expect(result.stderr.contains("…"), "cut, and says so") }
            }
        }
    }

    @Test("the command line's routes and URLs are escaped and cut: trace, render --after, explore --url")
    func argumentValues() {
        for payload in ["\u{1B}]0;pwned\u{07}", "x\nforged: error: forged", String(repeating: "b", count: 100_000)] {
            for arguments in [
                ["trace", "OceanRoute.\(payload)"], ["trace", "flowatlas-demo://\(payload)"],
                ["render", "hierarchy", "--after", "flowatlas-demo://app/\(payload)"],
                ["explore", "--max-depth", "0", "--url", "flowatlas-demo://\(payload)"],
            ] {
                let result = Kit.run(arguments)
                #expect(result.status == 2, "\(arguments.map { $0.prefix(30) })")
                #expect(Self.isClean(result.stderr), "\(result.stderr.prefix(300).debugDescription)")
                #expect(Self.errorLines(result.stderr).count == 1, "\(result.stderr.prefix(300).debugDescription)")
                #expect(result.stderr.count < 1_300)
            }
        }
    }

    @Test("a reference and a pending file with control characters: check's diff and review show them visibly, and the files are unchanged")
    func diffsAndReview() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let reference = snap.appendingPathComponent("ocean-abyss/abyss.txt")
            let original = try Support.read(reference)
            let hostile = original.replacingOccurrences(of: "current: ", with: "current: \u{1B}]0;pwned\u{07}\u{1B}[2J\r\u{9B}")
            try Support.write(hostile, to: reference)
            let check = Kit.run(["check", "--snapshots", snap.path])
            #expect(check.status == 1, "\(check)")
            #expect(Self.isClean(check.stdout), "\(check.stdout.debugDescription)")
            #expect(check.stdout.contains("-current: \\e]0;pwned\\u{0007}\\e[2J\\r\\u{009B}"), "\(check.stdout)")
            #expect(try Support.read(reference) == hostile, "the reference is unchanged")
            // The pending file (the actual output) against the hostile reference, and a hostile new snapshot.
            let review = Kit.run(["review", "--snapshots", snap.path])
            #expect(Self.isClean(review.stdout), "\(review.stdout.debugDescription)")
            #expect(review.stdout.contains("\\e]0;pwned"), "\(review.stdout)")
            let pending = snap.appendingPathComponent("new-one/x.txt.new")
            try Support.write("# flowatlas snapshot v1\n\u{1B}[31mred\u{1B}[0m\n", to: pending)
            let second = Kit.run(["review", "--snapshots", snap.path])
            #expect(Self.isClean(second.stdout), "\(second.stdout.debugDescription)")
            #expect(second.stdout.contains("\\e[31mred\\e[0m"), "\(second.stdout)")
            #expect(try Support.read(pending) == "# flowatlas snapshot v1\n\u{1B}[31mred\u{1B}[0m\n")
        }
    }

    @Test("file and folder names with control characters are escaped: the transcript's file, unreferenced references, pending names")
    func names() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            try FileManager.default.moveItem(
                at: snap.appendingPathComponent("scenarios/ocean-abyss.yaml"), to: snap.appendingPathComponent("scenarios/ocean\u{1B}[2J\nFAILED x.yaml"))
            let run = Kit.run(["run", "ocean-abyss", "--snapshots", snap.path])
            #expect(run.status == 0, "\(run)")
            #expect(Self.isClean(run.stdout), "\(run.stdout.debugDescription)")
            #expect(!run.stdout.contains("\nFAILED"), "no forged FAILED line: \(run.stdout)")
            let stale = snap.appendingPathComponent("evil\u{1B}]0;t\u{07}\nDeleted x/old.txt")
            try Support.write(try Support.read(snap.appendingPathComponent("ocean-abyss/abyss.txt")), to: stale)
            try Support.write("x\n", to: snap.appendingPathComponent("evil\u{1B}]0;t\u{07}\nDeleted x/p.txt.new"))
            let check = Kit.run(["check", "--snapshots", snap.path])
            #expect(Self.isClean(check.stdout), "\(check.stdout.debugDescription)")
            #expect(!check.stdout.contains("\nDeleted"), "\(check.stdout)")
            for command in [["review"], ["reject", "--all"]] {
                let result = Kit.run(command + ["--snapshots", snap.path])
                #expect(Self.isClean(result.stdout) && Self.isClean(result.stderr), "\(command): \(result)")
            }
        }
    }

    @Test("a saved state's keys and values are escaped in --from-state errors")
    func savedStateValues() async throws {
        try await Support.withTemporaryDirectory { root in
            let state = root.appendingPathComponent("state.json")
            try Support.write(
                "{\"version\":1,\"version\":1,\"\\u001b]0;pwned\\u0007\\nx: error: forged\":1,\"\\u001b]0;pwned\\u0007\\nx: error: forged\":2}", to: state)
            let result = Kit.run(["trace", "OceanRoute.surface", "--from-state", state.path])
            #expect(result.status == 2, "\(result)")
            #expect(Self.isClean(result.stderr), "\(result.stderr.debugDescription)")
            #expect(Self.errorLines(result.stderr).count == 1, "\(result.stderr.debugDescription)")
        }
    }
}

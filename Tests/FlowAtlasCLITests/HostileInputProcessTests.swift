import FlowAtlasTestSupport
import Foundation
import Testing

/// Issue 22's attacks on the shipped binary, where a crash is a signal and the terminal is real
/// bytes: numeric options that crashed with SIGILL exit 2, and hostile text reaches stderr escaped.
@Suite("Adversarial: bad input, with the shipped binary")
struct HostileInputProcessTests {
    @Test("explore --timeout inf, 1e18, 1e308 and nan exit 2 with a message, never a signal", arguments: ["inf", "1e18", "1e308", "nan", "-inf"])
    func timeoutDoesNotCrash(value: String) async throws {
        try await Support.withTemporaryDirectory { root in
            let result = try await Support.flowatlas(["explore", "--max-depth", "0", "--timeout=\(value)"], in: root)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("--timeout \(value == "1e18" ? "1e+18" : value == "1e308" ? "1e+308" : value) is out of range"), "\(result.stderr)")
        }
    }

    @Test("an ESC sequence and a forged error line in a scenario's URL reach stderr escaped, as one error line")
    func escapedOnStandardError() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withOceanAbyss: false)
            try Support.write(
                "name: evil\nsteps:\n  - open: \"flowatlas-demo://\\e]0;pwned\\a\\e[2J\\nforged.yaml:1:1: error: forged\"\n",
                to: snap.appendingPathComponent("scenarios/evil.yaml"))
            let result = try await Support.flowatlas(["check", "--snapshots", snap.path], in: root)
            #expect(result.status == 2, "\(result)")
            #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"), "\(result.stderr.debugDescription)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr.debugDescription)")
            #expect(result.stderr.contains("\\e]0;pwned"), "\(result.stderr)")
        }
    }
}

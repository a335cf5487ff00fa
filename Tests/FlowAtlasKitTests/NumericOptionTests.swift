import FlowAtlasTestSupport
import Foundation
import Testing

/// Every numeric option is range-checked before any work (issue 22, point 3): a value out of range
/// is exit 2 naming the option and the range, never a crash; the values at the limits work.
@Suite("Adversarial: numeric options out of range")
struct NumericOptionTests {
    @Test(
        "explore --timeout: infinity, NaN, huge, zero, negative and above a year are refused with exit 2 naming the range",
        arguments: ["inf", "+inf", "-inf", "infinity", "nan", "1e18", "1e308", "9.3e15", "31536000.5", "0", "-0", "-1", "1e-400"])
    func timeoutOutOfRange(value: String) {
        let result = Kit.run(["explore", "--max-depth", "0", "--timeout=\(value)"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("--timeout"), "\(result.stderr)")
        #expect(result.stderr.contains("out of range (expected a number of seconds above 0 and at most 31536000"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("explore --timeout at its limits works: a year, and a millisecond")
    func timeoutAtLimits() {
        for value in ["31536000", "0.001", "1e-9"] {
            let result = Kit.run(["explore", "--max-depth", "0", "--timeout", value], explorationClock: ExploreCommandTests.workClock)
            #expect(result.status == 0, "\(value): \(result)")
        }
    }

    @Test("explore --max-states: 0, negative and above 2^32 - 1 are refused; 1 and 2^32 - 1 work", arguments: ["0", "-1", "4294967296", "9223372036854775807"])
    func maxStatesOutOfRange(value: String) {
        let result = Kit.run(["explore", "--max-depth", "0", "--max-states=\(value)"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("--max-states \(value) is out of range (expected 1 to 4294967295)"), "\(result.stderr)")
    }

    @Test("explore --max-states at its limits works")
    func maxStatesAtLimits() {
        for value in ["1", "4294967295"] {
            let result = Kit.run(["explore", "--max-depth", "1", "--max-states", value])
            #expect(result.status == 0, "\(value): \(result)")
        }
    }

    @Test("explore --max-depth: negative is refused, past Int.max is an argument error, Int.max works")
    func maxDepthRange() {
        let negative = Kit.run(["explore", "--max-depth=-1"])
        #expect(negative.status == 2, "\(negative)")
        #expect(negative.stderr.contains("--max-depth -1 is out of range (expected 0 or more)"), "\(negative.stderr)")
        let overflow = Kit.run(["explore", "--max-depth", "9223372036854775808"])
        #expect(overflow.status == 2, "\(overflow)")
        #expect(overflow.stderr.contains("--max-depth"), "\(overflow.stderr)")
        let largest = Kit.run(["explore", "--max-states", "1", "--max-depth", "9223372036854775807"])
        #expect(largest.status == 0, "\(largest)")
    }

    @Test("render --depth: negative is refused, past Int.max is an argument error, 0 and Int.max work")
    func renderDepthRange() {
        let negative = Kit.run(["render", "hierarchy", "--format", "dot", "--depth=-1"])
        #expect(negative.status == 2, "\(negative)")
        #expect(negative.stderr.contains("--depth must be 0 or more"), "\(negative.stderr)")
        let overflow = Kit.run(["render", "hierarchy", "--format", "dot", "--depth", "1e3"])
        #expect(overflow.status == 2, "\(overflow)")
        for value in ["0", "9223372036854775807"] {
            let result = Kit.run(["render", "hierarchy", "--format", "dot", "--depth", value])
            #expect(result.status == 0, "\(value): \(result)")
            #expect(result.stdout.hasPrefix("digraph"), "\(result.stdout.prefix(100))")
        }
    }

    @Test("selectTab: negative, fractional, exponent and past Int.max are refused at their line; Int.max fails as invalidTabIndex, no crash")
    func selectTabRange() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withOceanAbyss: false)
            let file = snap.appendingPathComponent("scenarios/tabs.yaml")
            for value in ["-1", "1.5", "1e3", ".inf", "9223372036854775808", "0x7fffffffffffffffff"] {
                try Support.write("name: tabs\nsteps:\n  - open: flowatlas-demo://app/tabRoot\n  - selectTab: \(value)\n", to: file)
                let result = Kit.run(["run", "tabs", "--snapshots", snap.path])
                #expect(result.status == 2, "\(value): \(result)")
                #expect(result.stderr.contains("tabs.yaml:4:16: error:"), "\(value): \(result.stderr)")
                #expect(result.stderr.contains("(expected a tab index"), "\(value): \(result.stderr)")
            }
            try Support.write(
                "name: tabs\nsteps:\n  - open: flowatlas-demo://app/tabRoot\n  - expectFailure: { selectTab: 9223372036854775807, error: invalidTabIndex }\n",
                to: file)
            let largest = Kit.run(["run", "tabs", "--snapshots", snap.path])
            #expect(largest.status == 0, "\(largest)")
        }
    }
}

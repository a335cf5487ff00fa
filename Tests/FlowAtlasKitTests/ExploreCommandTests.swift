import FlowAtlasTestSupport
import FlowExplore
import FlowSocialApp
import Foundation
import Testing

/// `explore --unbounded` (issue 13): the whole reachable space, to the fixpoint or the time limit.
@Suite("explore --unbounded")
struct ExploreCommandTests {
    /// A clock that advances one millisecond each time the explorer reads it (about once per
    /// state expanded): `--timeout 1` is then a bound of about a thousand states, on any machine.
    static var workClock: ExplorationClock { .advancing(by: .milliseconds(1)) }

    @Test("a time limit stops the unbounded exploration: the report says so and gives the states per depth (the limit counted in work, not wall time)")
    func unboundedWithTimeout() {
        let result = Kit.run(["explore", "--unbounded", "--timeout", "1"], explorationClock: Self.workClock)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("bounds: no state bound, no depth bound (time limit reached)\n"), "\(result)")
        #expect(result.stdout.contains("fixpoint: not reached (the time limit stopped the exploration)\n"), "\(result)")
        #expect(result.stdout.contains("states per depth: 1, 1"), "\(result)")
        #expect(result.stderr.isEmpty, "no progress line when stderr is not a terminal")
    }

    @Test("with the work clock, a longer time limit explores more states: the limit bounds the work")
    func workClockBoundsWork() {
        func states(_ seconds: String) -> Int? {
            let result = Kit.run(["explore", "--unbounded", "--timeout", seconds], explorationClock: Self.workClock)
            #expect(result.status == 0, "\(result)")
            return result.stdout.split(separator: "\n").first { $0.hasPrefix("states: ") }.flatMap { Int($0.dropFirst(8).prefix { $0.isNumber }) }
        }
        let few = states("0.2")
        let more = states("0.6")
        #expect(few != nil && more != nil)
        if let few, let more { #expect(few < more, "0.2 s of work finds fewer states than 0.6 s: \(few) vs \(more)") }
    }

    @Test("--unbounded takes no other bound")
    func unboundedTakesNoBound() {
        for arguments in [["--max-depth", "2"], ["--max-states", "10"]] {
            let result = Kit.run(["explore", "--unbounded"] + arguments)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("--unbounded takes no --max-states or --max-depth"), "\(result)")
        }
    }

    @Test("--reduce tabs explores the five-tab app to its fixpoint and reports the states it stands for")
    func reduceTabs() {
        let result = Kit.run(["explore", "--reduce", "tabs", "--unbounded"], apps: [SocialScenarioApp()])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("fixpoint: reached (every state found was expanded)\n"), "\(result)")
        #expect(result.stdout.contains("reduction: the 556 states explored stand for 20971520 (×37718.6)"), "\(result)")
        #expect(result.stdout.contains("## tab couplings (tabs explored together)\n(none)\n"), "\(result)")
        let json = Kit.run(["explore", "--reduce", "tabs", "--unbounded", "--format", "json"], apps: [SocialScenarioApp()])
        #expect(json.status == 0)
        #expect(json.stdout.contains("\"represented\" : 20971520"), "\(json)")
    }

    @Test("--reduce tabs on an app with no tab coordinator is refused with exit 2, before exploring")
    func reduceTabsRefused() {
        let result = Kit.run(["explore", "--reduce", "tabs"], apps: [GateApp()])
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr.contains(
                "error: --reduce tabs: app 'gate' cannot be reduced: no tab coordinator with two or more tabs within 3 actions of the start"),
            "\(result)")
        #expect(result.stdout.isEmpty)
    }

    @Test("--reduce none is the default: the same report, byte for byte, with no reduction line")
    func reduceNoneIsDefault() {
        let plain = Kit.run(["explore", "--max-depth", "2"])
        let none = Kit.run(["explore", "--max-depth", "2", "--reduce", "none"])
        #expect(plain.status == 0 && none.status == 0)
        #expect(plain.stdout == none.stdout)
        #expect(!plain.stdout.contains("reduction"))
    }
}

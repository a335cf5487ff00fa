import FlowExplore
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
}

import Foundation
import Testing

/// `explore --unbounded` (issue 13): the whole reachable space, to the fixpoint or the time limit.
@Suite("explore --unbounded")
struct ExploreCommandTests {
    @Test("the demo's space has no fixpoint within a second: the report says the time limit stopped it and gives the states per depth")
    func unboundedWithTimeout() {
        let result = Kit.run(["explore", "--unbounded", "--timeout", "1"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("bounds: no state bound, no depth bound (time limit reached)\n"), "\(result)")
        #expect(result.stdout.contains("fixpoint: not reached (the time limit stopped the exploration)\n"), "\(result)")
        #expect(result.stdout.contains("states per depth: 1, 1"), "\(result)")
        #expect(result.stderr.isEmpty, "no progress line when stderr is not a terminal")
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

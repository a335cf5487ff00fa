import FlowAtlasTestSupport
import FlowCore
import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

@testable import FlowAtlasKit

/// The progress line of long commands (`check`, `explore`, `docs`).
@Suite("Progress line")
struct ProgressLineTests {
    @Test("shown only on a terminal, never under CI or a dumb terminal, and only after the delay")
    func whenShown() {
        let console = Console(environment: [:])
        let quiet = [
            ProgressLine(console: console, isTerminal: false, environment: [:], delay: .zero),
            ProgressLine(console: console, isTerminal: true, environment: ["CI": "true"], delay: .zero),
            ProgressLine(console: console, isTerminal: true, environment: ["TERM": "dumb"], delay: .zero),
            ProgressLine(console: console, isTerminal: true, environment: [:], delay: .seconds(3_600)),
        ]
        for line in quiet {
            line.update("working")
            #expect(!line.isShown)
        }
        var evaluated = false
        quiet[0].update(
            {
                evaluated = true
                return "text"
            }())
        #expect(!evaluated, "the text is not even computed when nothing is drawn")
    }
}

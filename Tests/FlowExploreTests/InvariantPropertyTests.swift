import FlowDemoScenarios
import FlowExplore
import Foundation
import PropertyBased
import Testing

/// Random action sequences on the demo app, every invariant checked after every action.
/// 10,000 sequences of up to 50 actions in all, split into four tests so they use every core;
/// `FLOWATLAS_PROPERTY_SEQUENCES` sets the total for a soak run. A failure is shrunk by
/// PropertyBased to a minimal sequence, which the issue message spells out.
@Suite("Invariants on random action sequences")
struct InvariantPropertyTests {
    static let total = Int(ProcessInfo.processInfo.environment["FLOWATLAS_PROPERTY_SEQUENCES"] ?? "") ?? 10_000
    static let check = SequenceCheck(app: DemoScenarioApp())

    @Test("random sequences of up to 50 actions keep every invariant (a quarter of the total each)", arguments: 1...4)
    func randomSequences(part: Int) async {
        let check = Self.check
        let count = Self.total / 4 + (part <= Self.total % 4 ? 1 : 0)
        await propertyCheck(count: count, input: Gen.int(in: 0..<check.actions.count).array(of: 0...50)) { indices in
            if let (position, violation) = check.firstViolation(indices) {
                Issue.record("\(violation) after \(check.describe(Array(indices.prefix(position + 1))))")
            }
        }
    }
}

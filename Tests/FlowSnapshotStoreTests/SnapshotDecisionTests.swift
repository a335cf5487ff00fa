import FlowSnapshotStore
import Testing

/// The one record/compare decision `check`, `record` and `checkScenarios` share.
@Suite("SnapshotDecision")
struct SnapshotDecisionTests {
    let key = SnapshotStore.Key(scenario: "s", checkpoint: "c")

    @Test("checking only: missing is pending, equal passes, a difference fails with its diff, line endings do not count")
    func checking() {
        #expect(SnapshotDecision.decide(reference: nil, actual: "a\n", key: key, recording: .never) == .pending)
        #expect(SnapshotDecision.decide(reference: "a\n", actual: "a\n", key: key, recording: .never) == .pass)
        #expect(SnapshotDecision.decide(reference: "a\r\n", actual: "a\n", key: key, recording: .never) == .pass)
        guard case let .fail(diff) = SnapshotDecision.decide(reference: "a\n", actual: "b\n", key: key, recording: .never) else {
            Issue.record("a difference must fail")
            return
        }
        #expect(diff.contains("-a") && diff.contains("+b"))
    }

    @Test("each recording writes exactly what it names, and otherwise decides as a check")
    func recording() {
        let cases: [(reference: String?, actual: String)] = [(nil, "a\n"), ("a\n", "a\n"), ("a\r\n", "a\n"), ("a\n", "b\n")]
        let expected: [SnapshotRecording: [Bool]] = [
            .never: [false, false, false, false],
            .missing: [true, false, false, false],
            .failed: [true, false, false, true],
            .all: [true, false, true, true],
        ]
        for recording in SnapshotRecording.allCases {
            for (index, (reference, actual)) in cases.enumerated() {
                let decision = SnapshotDecision.decide(reference: reference, actual: actual, key: key, recording: recording)
                #expect((decision == .write) == expected[recording]![index], "\(recording), case \(index): \(decision)")
                if decision != .write {
                    #expect(decision == SnapshotDecision.decide(reference: reference, actual: actual, key: key, recording: .never))
                }
            }
        }
    }
}

import Foundation

enum Harness {
    /// Times `body` (which does one unit of work per call).
    static func measure(_ name: String, warmup: Int = 3, repetitions: Int, _ body: () -> Void) -> Measurement {
        for _ in 0..<warmup { body() }
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<repetitions {
            let elapsed = clock.measure(body)
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return Measurement(name: name, samples: samples.sorted())
    }
}

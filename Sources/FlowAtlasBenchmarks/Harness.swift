import Foundation

/// A small, honest timing harness: warm up, then time `repetitions` runs of a block and
/// report the median with the 10th and 90th percentiles (the spread), never a mean alone.
struct Measurement {
    let name: String
    let samples: [Double] // seconds, sorted

    var median: Double { percentile(0.5) }

    /// The same samples multiplied by `factor` (a round trip reported per navigation).
    func scaled(by factor: Double) -> Measurement { Measurement(name: name, samples: samples.map { $0 * factor }) }
    var p10: Double { percentile(0.1) }
    var p90: Double { percentile(0.9) }

    func percentile(_ q: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let position = q * Double(samples.count - 1)
        let lower = Int(position.rounded(.down)), upper = Int(position.rounded(.up))
        return samples[lower] + (samples[upper] - samples[lower]) * (position - Double(lower))
    }

    /// `1.23 ms (p10 1.20, p90 1.31, n=25)`.
    var summary: String {
        "\(Self.format(median)) (p10 \(Self.format(p10)), p90 \(Self.format(p90)), n=\(samples.count))"
    }

    static func format(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-6: String(format: "%.0f ns", seconds * 1e9)
        case ..<1e-3: String(format: "%.2f µs", seconds * 1e6)
        case ..<1: String(format: "%.2f ms", seconds * 1e3)
        default: String(format: "%.2f s", seconds)
        }
    }
}

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

/// Prints a table and collects its lines for the report.
struct Report {
    private(set) var lines: [String] = []

    mutating func section(_ title: String) {
        emit("")
        emit("## \(title)")
    }

    mutating func emit(_ line: String) {
        print(line)
        lines.append(line)
        fflush(nil) // flushes every stream; stdout is a C global Swift 6 will not touch
    }

    mutating func table(_ header: [String], _ rows: [[String]]) {
        emit("| " + header.joined(separator: " | ") + " |")
        emit("|" + header.map { _ in "---" }.joined(separator: "|") + "|")
        for row in rows { emit("| " + row.joined(separator: " | ") + " |") }
    }
}

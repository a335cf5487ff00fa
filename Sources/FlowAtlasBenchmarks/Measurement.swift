import Foundation

/// A small, honest timing harness: warm up, then time `repetitions` runs of a block and
/// report the median with the 10th and 90th percentiles (the spread), never a mean alone.
struct Measurement {
    let name: String
    let samples: [Double]  // seconds, sorted

    var median: Double { percentile(0.5) }

    /// The same samples multiplied by `factor` (a round trip reported per navigation).
    func scaled(by factor: Double) -> Measurement { Measurement(name: name, samples: samples.map { $0 * factor }) }
    var p10: Double { percentile(0.1) }
    var p90: Double { percentile(0.9) }

    func percentile(_ q: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let position = q * Double(samples.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = Int(position.rounded(.up))
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

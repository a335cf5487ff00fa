/// One part of an exploration split `count` ways: shard `index` of `count`, written `I/N`
/// (`explore --shard 2/4`).
///
/// Every shard of one split explores the same start with the same bounds; together they cover
/// what one run explores, and `ShardMerge` puts their results back together into one run's report.
public struct ShardSpec: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Which part, from 1 to `count`.
    public let index: Int
    /// How many parts the exploration is split into (1 to `maxCount`).
    public let count: Int

    /// The most shards a split can have: 10,000. Far more machines than any CI runs one job on
    /// (a GitHub Actions matrix has at most 256 jobs), and small enough that nothing sized by
    /// the count (the split's arithmetic, a merge's message about missing shards) can grow.
    public static let maxCount = 10_000

    /// Shard `index` of `count`; `nil` unless 1 ≤ `index` ≤ `count` ≤ `maxCount`.
    public init?(index: Int, count: Int) {
        guard (1...Self.maxCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `I/N`, as the command line writes it.
    public var description: String { "\(index)/\(count)" }

    /// Reads `I/N` (decimal digits only, such as `2/4`).
    ///
    /// - Throws: A message saying what was expected when `text` is not `I/N` with 1 ≤ I ≤ N ≤ `maxCount`.
    public static func parse(_ text: String) throws(Problem) -> ShardSpec {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = number(parts[0]), let count = number(parts[1]), let spec = ShardSpec(index: index, count: count)
        else { throw Problem(text: text) }
        return spec
    }

    /// A positive decimal number, without sign or spaces (so `+1` and ` 1` are refused).
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(text)
    }

    /// Text that is not a shard `I/N`.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// What was given.
        public let text: String
        public var description: String { "expected I/N with 1 ≤ I ≤ N ≤ \(ShardSpec.maxCount) (such as 2/4), got '\(text)'" }
    }

    private enum CodingKeys: String, CodingKey { case index, count }

    /// Reads a shard, refusing a count outside 1…`maxCount` or an index outside 1…count, with
    /// the field's coding path (`shard.count`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let index = try container.decode(Int.self, forKey: .index)
        let count = try container.decode(Int.self, forKey: .count)
        func refuse(_ key: CodingKeys, _ message: String) -> DecodingError {
            .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath + [key], debugDescription: message))
        }
        guard (1...Self.maxCount).contains(count) else { throw refuse(.count, "expected a shard count from 1 to \(Self.maxCount), got \(count)") }
        guard let spec = ShardSpec(index: index, count: count) else {
            throw refuse(.index, "expected a shard index from 1 to the count, \(count), got \(index)")
        }
        self = spec
    }
}

/// One part of an exploration split `count` ways: shard `index` of `count`, written `I/N`
/// (`explore --shard 2/4`).
///
/// Every shard of one split explores the same start with the same bounds; together they cover
/// what one run explores, and `ShardMerge` puts their results back together into one run's report.
public struct ShardSpec: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Which part, from 1 to `count`.
    public let index: Int
    /// How many parts the exploration is split into (1 or more).
    public let count: Int

    /// Shard `index` of `count`; `nil` unless 1 ≤ `index` ≤ `count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `I/N`, as the command line writes it.
    public var description: String { "\(index)/\(count)" }

    /// Reads `I/N` (decimal digits only, such as `2/4`).
    ///
    /// - Throws: A message saying what was expected when `text` is not `I/N` with 1 ≤ I ≤ N.
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
        public var description: String { "expected I/N with 1 ≤ I ≤ N (such as 2/4), got '\(text)'" }
    }

    private enum CodingKeys: String, CodingKey { case index, count }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let index = try container.decode(Int.self, forKey: .index)
        let count = try container.decode(Int.self, forKey: .count)
        guard let spec = ShardSpec(index: index, count: count) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected a shard with 1 ≤ index ≤ count, got \(index)/\(count)"))
        }
        self = spec
    }
}

import FlowSnapshotStore
import Foundation

/// Reading a JSON file the explorer writes, which names its format in a top-level `format` tag
/// (shard results, exploration documents): the tag is read first, so a file of another format
/// or version is refused by its tag, not by whatever field decoding trips on.
enum TaggedJSON {
    /// The `format` tag of the JSON object in `data`, or `nil` when it has none.
    /// - Throws: `problem(error)` when `data` is not a JSON object.
    static func format(of data: Data, problem: (any Error) -> ScenarioError) throws(ScenarioError) -> String? {
        struct Tagged: Decodable { var format: String? }
        do {
            return try JSONDecoder().decode(Tagged.self, from: data).format
        } catch {
            throw problem(error)
        }
    }

    /// `data` decoded as a `T`.
    /// - Throws: `problem(error)` when it does not decode.
    static func value<T: Decodable>(_ type: T.Type, from data: Data, problem: (any Error) -> ScenarioError) throws(ScenarioError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw problem(error)
        }
    }
}

import Foundation

/// The inspector's wire format: one JSON object per line (JSON Lines), each with the protocol
/// version `v` and a `type`, in size-bounded batches over plain HTTP.
///
/// Both sides check a line's size, and a batch's, before anything is parsed: an oversize line
/// or batch is refused whole with ``InspectorWireError/oversize(bytes:limit:)``.
///
/// ```swift
/// let line = try InspectorWire.encode(AppMessage.dropped(3))
/// let back = try InspectorWire.decode(AppMessage.self, line: line)
/// ```
public enum InspectorWire {
    /// The protocol version every message carries as `v`. A message of another version is refused.
    public static let version = 1

    /// The most bytes one message (one line, without its newline) may have: a captured tree of a
    /// very large app fits with room to spare.
    public static let maxMessageBytes = 1 << 20

    /// The most bytes one batch (a request or response body) may have.
    public static let maxBatchBytes = 4 << 20

    /// `message` as one line of JSON, without a newline (JSON escapes every newline in strings).
    ///
    /// - Throws: ``InspectorWireError/oversize(bytes:limit:)`` when it has more than
    ///   ``maxMessageBytes``; ``InspectorWireError/malformed(_:)`` when it cannot be encoded.
    public static func encode(_ message: some Encodable) throws(InspectorWireError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(message)
        } catch {
            throw .malformed("could not encode: \(error)")
        }
        guard data.count <= maxMessageBytes else { throw .oversize(bytes: data.count, limit: maxMessageBytes) }
        return data
    }

    /// The message on one line, after its size and version are checked.
    ///
    /// - Throws: ``InspectorWireError/oversize(bytes:limit:)`` before parsing when the line has
    ///   more than ``maxMessageBytes``; ``InspectorWireError/unsupportedVersion(_:)`` or
    ///   ``InspectorWireError/malformed(_:)`` otherwise.
    public static func decode<Message: Decodable>(_ type: Message.Type, line: Data) throws(InspectorWireError) -> Message {
        guard line.count <= maxMessageBytes else { throw .oversize(bytes: line.count, limit: maxMessageBytes) }
        do {
            return try JSONDecoder().decode(Message.self, from: line)
        } catch let error as InspectorWireError {
            throw error
        } catch {
            throw .malformed(String(describing: error))
        }
    }

    /// `messages` as a batch: each message's line followed by a newline.
    ///
    /// - Throws: as ``encode(_:)`` for any message, and ``InspectorWireError/oversize(bytes:limit:)``
    ///   when the batch has more than ``maxBatchBytes``.
    public static func encodeBatch(_ messages: [some Encodable]) throws(InspectorWireError) -> Data {
        var batch = Data()
        for message in messages {
            batch.append(try encode(message))
            batch.append(newline)
            guard batch.count <= maxBatchBytes else { throw .oversize(bytes: batch.count, limit: maxBatchBytes) }
        }
        return batch
    }

    /// The messages of a batch, in order; empty lines are skipped.
    ///
    /// - Throws: ``InspectorWireError/oversize(bytes:limit:)`` before parsing when the batch has
    ///   more than ``maxBatchBytes`` or a line more than ``maxMessageBytes``; otherwise as
    ///   ``decode(_:line:)`` for the first line that fails.
    public static func decodeBatch<Message: Decodable>(_ type: Message.Type, from batch: Data) throws(InspectorWireError) -> [Message] {
        guard batch.count <= maxBatchBytes else { throw .oversize(bytes: batch.count, limit: maxBatchBytes) }
        let lines = batch.split(separator: newline, omittingEmptySubsequences: true)
        for line in lines where line.count > maxMessageBytes { throw .oversize(bytes: line.count, limit: maxMessageBytes) }
        var messages: [Message] = []
        messages.reserveCapacity(lines.count)
        for line in lines { messages.append(try decode(Message.self, line: Data(line))) }
        return messages
    }

    private static let newline = UInt8(ascii: "\n")
}

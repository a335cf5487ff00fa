import Foundation

/// Finds, in JSON text that parses, the first number that is not an integer an `Int` holds:
/// every number of a shard result file is one, and Foundation's decoder, given another (such as
/// `99999999999999999999` or `1.5`), says only that the data is "not valid JSON", with no field
/// and no position.
package enum JSONIntegers {
    /// A number found, with the field it is the value of.
    struct Number: Equatable {
        /// The keys and array positions from the top to the number (`["shard", "count"]`).
        var path: [String]
        /// Where it starts: a byte offset into the text.
        var offset: Int
        /// The number as written.
        var text: String
    }

    /// The first number of `bytes` (JSON that parses) that is not an integer from `Int.min` to
    /// `Int.max`, written as the decoder reads one (`1.0` and `1e2` are integers); `nil` when
    /// every number is. Iterative, so however deep the nesting, the stack does not grow.
    static func firstUnfit(in bytes: [UInt8]) -> Number? {
        // One frame per open object (with its current key) or array (with its current position).
        var frames: [(isObject: Bool, key: String, index: Int)] = []
        var expectsKey = false
        var at = 0
        while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "{"):
                frames.append((true, "", 0))
                expectsKey = true
            case UInt8(ascii: "["):
                frames.append((false, "", 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !frames.isEmpty { frames.removeLast() }
            case UInt8(ascii: ","):
                if let last = frames.indices.last {
                    if frames[last].isObject { expectsKey = true } else { frames[last].index += 1 }
                }
            case UInt8(ascii: "\""):
                let end = stringEnd(in: bytes, from: at)
                if expectsKey, let last = frames.indices.last {
                    frames[last].key = key(bytes[at..<end])
                    expectsKey = false
                }
                at = end
                continue
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var end = at
                while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
                let text = String(decoding: bytes[at..<end], as: UTF8.self)
                if !fits(text) {
                    return Number(path: frames.map { $0.isObject ? $0.key : String($0.index) }, offset: at, text: text)
                }
                at = end
                continue
            default:
                break
            }
            at += 1
        }
        return nil
    }

    /// Whether the number `text` is an integer an `Int` holds.
    package static func fits(_ text: String) -> Bool {
        if Int(text) != nil { return true }
        guard text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let value = Double(text) else { return false }
        // 2^63 is the first Double past Int.max.
        return value.isFinite && value.rounded() == value && value >= -0x1p63 && value < 0x1p63
    }

    /// The offset just past the string starting at `start` (its opening quote).
    private static func stringEnd(in bytes: [UInt8], from start: Int) -> Int {
        var at = start + 1
        while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "\\"): at += 2
            case UInt8(ascii: "\""): return at + 1
            default: at += 1
            }
        }
        return bytes.count
    }

    /// The key written as `quoted` (with its quotes), its escapes read.
    private static func key(_ quoted: ArraySlice<UInt8>) -> String {
        guard quoted.contains(UInt8(ascii: "\\")) else { return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self) }
        let value = try? JSONSerialization.jsonObject(with: Data(quoted), options: [.fragmentsAllowed])
        return value as? String ?? String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }
}

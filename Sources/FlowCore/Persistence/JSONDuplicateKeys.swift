/// Finds a key given twice in one JSON object. JSON decoders keep one of the two silently; a
/// saved navigation with a repeated key is refused instead. Keys are compared after their
/// escapes are decoded (`"ver\u0073ion"` is `version`).
enum JSONDuplicateKeys {
    /// The first repeated key and the byte offset of its second occurrence, or `nil` (also for
    /// text that is not well-formed JSON: the decoder reports that).
    static func first(in data: some Collection<UInt8>) -> (key: String, offset: Int)? {
        let bytes = Array(data)
        var index = 0
        /// Each open container: the keys of an object so far, or `nil` for an array.
        var open: [Set<String>?] = []
        /// Whether the next string in the innermost object is a key.
        var expectingKey = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                open.append([])
                expectingKey = true
                index += 1
            case UInt8(ascii: "["):
                open.append(nil)
                expectingKey = false
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard !open.isEmpty else { return nil }
                open.removeLast()
                expectingKey = false
                index += 1
            case UInt8(ascii: ","):
                expectingKey = open.last.map { $0 != nil } ?? false
                index += 1
            case UInt8(ascii: "\""):
                let start = index
                guard let (text, end) = string(bytes, at: index) else { return nil }
                index = end
                if expectingKey, var keys = open.last ?? nil {
                    guard keys.insert(text).inserted else { return (text, start) }
                    open[open.count - 1] = keys
                    expectingKey = false
                }
            default:
                index += 1
            }
        }
        return nil
    }

    /// The decoded string starting at the quote at `start`, and the index after its closing quote.
    private static func string(_ bytes: [UInt8], at start: Int) -> (String, Int)? {
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        var index = start + 1
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush()
                return (String(scalars), index + 1)
            }
            guard byte == UInt8(ascii: "\\") else {
                raw.append(byte)
                index += 1
                continue
            }
            guard index + 1 < bytes.count else { return nil }
            let escape = bytes[index + 1]
            index += 2
            let simple: [UInt8: UInt8] = [
                UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
                UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
            ]
            if let value = simple[escape] {
                raw.append(value)
                continue
            }
            guard escape == UInt8(ascii: "u"), var unit = hex(bytes, at: index) else { return nil }
            index += 4
            flush()
            // A surrogate pair is one scalar; a lone surrogate is kept as U+FFFD (as decoders do).
            if (0xD800..<0xDC00).contains(unit), index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u"), let low = hex(bytes, at: index + 2), (0xDC00..<0xE000).contains(low)
            {
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                index += 6
            }
            scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
        }
        return nil
    }

    private static func hex(_ bytes: [UInt8], at index: Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else { return nil }
            value = value * 16 + UInt32(digit)
        }
        return value
    }
}

/// A string's UTF-8 bytes as 64-bit little-endian words, read in place: what the fingerprint
/// hashes for a string.
///
/// Invariant: every load is inside the string's contiguous UTF-8 buffer (`withUTF8`): whole
/// words while 8 bytes remain, then the tail copied into a zeroed word. `UnsafeFoundationsTests` checks
/// the words against ones built byte by byte, for every length from 0 to 40 and non-ASCII text.
enum UTF8Words {
    /// Calls `body` with the byte count, then each word of `string`'s UTF-8 bytes (the last one
    /// zero-padded).
    ///
    /// - Complexity: O(n) in the string's UTF-8 length; no allocation for a native string.
    @inline(__always)
    static func forEach(of string: String, _ body: (UInt64) -> Void) {
        var string = string
        string.withUTF8 { bytes in
            body(UInt64(bytes.count))
            guard let base = bytes.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            var index = 0
            while index + 8 <= bytes.count {
                body(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                index += 8
            }
            if index < bytes.count {
                var word: UInt64 = 0
                withUnsafeMutableBytes(of: &word) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[index...])) }
                body(UInt64(littleEndian: word))
            }
        }
    }
}

extension StateFingerprint {
    /// The fingerprint as 32 lowercase hexadecimal digits (high word first): how a shard's
    /// result file names a state.
    var hex: String {
        let high = String(self.high, radix: 16)
        let low = String(self.low, radix: 16)
        return String(repeating: "0", count: 16 - high.count) + high + String(repeating: "0", count: 16 - low.count) + low
    }

    /// The fingerprint written as `hex` does; `nil` for anything else.
    init?(hex text: String) {
        let digits = Array(text.utf8)
        guard digits.count == 32, digits.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }),
            let high = UInt64(String(text.prefix(16)), radix: 16), let low = UInt64(String(text.suffix(16)), radix: 16)
        else { return nil }
        self.init(high: high, low: low)
    }

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }
}

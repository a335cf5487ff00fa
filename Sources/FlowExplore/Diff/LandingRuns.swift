/// A deep link's landing from every state, written compactly: runs of one outcome, `index*count`
/// (or `index` for a run of one), separated by commas; `-` for a state where it was not tried.
/// `0*1200,1,0*53` is outcome 0 from 1,200 states, outcome 1 from one, outcome 0 from 53.
public enum LandingRuns {
    /// `landings` (outcome indexes, `LinkLandings.notTried` where not tried) as runs.
    static func encode(_ landings: [UInt32]) -> String {
        var text = ""
        var index = 0
        while index < landings.count {
            let value = landings[index]
            var end = index + 1
            while end < landings.count, landings[end] == value { end += 1 }
            if !text.isEmpty { text += "," }
            text += value == LinkLandings.notTried ? "-" : String(value)
            if end - index > 1 { text += "*\(end - index)" }
            index = end
        }
        return text
    }

    /// The landings `text` writes, each an outcome index below `outcomes` or `nil` where the link
    /// was not tried; `nil` when `text` is not runs of `count` states in all.
    public static func decode(_ text: String, count: Int, outcomes: Int) -> [Int?]? {
        var landings: [Int?] = []
        landings.reserveCapacity(count)
        guard !text.isEmpty else { return count == 0 ? [] : nil }
        for run in text.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            let parts = run.split(separator: UInt8(ascii: "*"), omittingEmptySubsequences: false)
            guard parts.count == 1 || parts.count == 2 else { return nil }
            let value: Int?
            if parts[0].elementsEqual("-".utf8) {
                value = nil
            } else {
                guard let number = Self.number(parts[0]), number < outcomes else { return nil }
                value = number
            }
            let length = parts.count == 2 ? Self.number(parts[1]) : 1
            guard let length, length >= 1, length <= count - landings.count else { return nil }
            landings += repeatElement(value, count: length)
        }
        return landings.count == count ? landings : nil
    }

    /// The decimal number `digits` (no sign, at most 9 digits), or `nil`.
    private static func number(_ digits: Substring.UTF8View) -> Int? {
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }
}

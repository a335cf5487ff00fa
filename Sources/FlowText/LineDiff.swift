/// A unified diff of two texts, line by line, with a few lines of context.
///
/// The edit script is a shortest one (fewest added and removed lines), found with Myers'
/// O((n + m)·D) algorithm in its linear-space form ("An O(ND) Difference Algorithm and Its
/// Variations", 1986, section 4b: the middle snake, divide and conquer), the algorithm GNU diff
/// and git use. Time grows with the size of the texts times the number of changed lines, memory
/// with the size of the texts only, so two 30,000-line snapshots that differ in a few places diff
/// in milliseconds. Before it runs, the common head and tail are skipped and lines that occur in
/// only one of the texts are set aside (they can only be removed or added), which keeps texts
/// that differ everywhere linear too.
public enum LineDiff {
    /// The unified diff from `old` to `new`, or `nil` when they are equal.
    /// Trailing whitespace is made visible (`·` for a space, `→` for a tab, `␍` for CR).
    public static func unified(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String? {
        guard old != new else { return nil }
        let a = lines(old)
        let b = lines(new)
        let script = editScript(a, b)
        var out = ["--- \(oldName)", "+++ \(newName)"]
        // Group edits into hunks separated by more than 2 * context unchanged lines.
        let changed = script.indices.filter { script[$0].kind != .same }
        var hunkStart = 0
        while hunkStart < changed.count {
            var hunkEnd = hunkStart
            while hunkEnd + 1 < changed.count, changed[hunkEnd + 1] - changed[hunkEnd] <= 2 * context + 1 { hunkEnd += 1 }
            let from = max(0, changed[hunkStart] - context)
            let to = min(script.count - 1, changed[hunkEnd] + context)
            let slice = script[from...to]
            let oldStart = (slice.first { $0.kind != .insert }?.oldIndex ?? slice.first!.oldIndex)
            let newStart = (slice.first { $0.kind != .delete }?.newIndex ?? slice.first!.newIndex)
            let oldCount = slice.filter { $0.kind != .insert }.count
            let newCount = slice.filter { $0.kind != .delete }.count
            out.append("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@")
            for edit in slice {
                switch edit.kind {
                case .same: out.append(" " + visible(a[edit.oldIndex]))
                case .delete: out.append("-" + visible(a[edit.oldIndex]))
                case .insert: out.append("+" + visible(b[edit.newIndex]))
                }
            }
            hunkStart = hunkEnd + 1
        }
        if (old.unicodeScalars.last == "\n") != (new.unicodeScalars.last == "\n") { out.append("\\ trailing newline differs") }
        return out.joined(separator: "\n") + "\n"
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// Lines split on LF only (a CR stays part of its line, so it can be shown).
    static func lines(_ text: String) -> [String] {
        var parts = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }.map(String.init)
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    static func visible(_ line: String) -> String {
        let utf8 = line.utf8
        // Space, tab and CR are ASCII, so the trailing run is found on the bytes.
        var end = utf8.endIndex
        while end > utf8.startIndex, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(utf8[utf8.index(before: end)]) {
            end = utf8.index(before: end)
        }
        guard end < utf8.endIndex else { return line }
        var shown = String(Substring(utf8[..<end]))
        for byte in utf8[end...] { shown += byte == UInt8(ascii: " ") ? "·" : byte == UInt8(ascii: "\t") ? "→" : "␍" }
        return shown
    }

    struct Edit: Equatable {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    /// A shortest edit script from `a` to `b`: every line of both, in order, kept, deleted or
    /// inserted. Between two kept lines, deletions come before insertions.
    static func editScript(_ a: [String], _ b: [String]) -> [Edit] {
        // Lines as small integers: equal lines, equal numbers (comparisons are then one instruction).
        var numbers: [String: Int] = [:]
        numbers.reserveCapacity(a.count + b.count)
        let x = a.map { line in
            numbers[line]
                ?? {
                    numbers[line] = numbers.count
                    return numbers.count - 1
                }()
        }
        let y = b.map { line in
            numbers[line]
                ?? {
                    numbers[line] = numbers.count
                    return numbers.count - 1
                }()
        }
        let kept = matches(x, y)
        var edits: [Edit] = []
        edits.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        var next = 0
        while i < a.count || j < b.count {
            let (matchI, matchJ) = next < kept.count ? kept[next] : (a.count, b.count)
            // Equal lines are kept as soon as both sides reach them (the way a person matches
            // lines, top down): just as short, since a kept pair it passes is given up for it.
            if i < a.count, j < b.count, x[i] == y[j] {
                edits.append(Edit(kind: .same, oldIndex: i, newIndex: j))
                i += 1
                j += 1
                while next < kept.count, kept[next].0 < i || kept[next].1 < j { next += 1 }
            } else if i < matchI {
                edits.append(Edit(kind: .delete, oldIndex: i, newIndex: j))
                i += 1
            } else {
                edits.append(Edit(kind: .insert, oldIndex: i, newIndex: j))
                j += 1
            }
        }
        return edits
    }

    /// The pairs `(i, j)` with `a[i] == b[j]` of a longest common subsequence, in increasing order.
    static func matches(_ a: [Int], _ b: [Int]) -> [(Int, Int)] {
        // The common head and tail.
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        var result = (0..<head).map { ($0, $0) }
        // Lines of the middle that the other middle does not have cannot be kept: set them aside.
        let middleA = head..<(a.count - tail)
        let middleB = head..<(b.count - tail)
        var inA = Set<Int>()
        var inB = Set<Int>()
        for index in middleA { inA.insert(a[index]) }
        for index in middleB { inB.insert(b[index]) }
        let indexA = middleA.filter { inB.contains(a[$0]) }
        let indexB = middleB.filter { inA.contains(b[$0]) }
        var middle = MyersLinearSpace(a: indexA.map { a[$0] }, b: indexB.map { b[$0] }).matches()
        middle.sort { $0.0 < $1.0 }
        result += middle.map { (indexA[$0.0], indexB[$0.1]) }
        result += (0..<tail).map { (a.count - tail + $0, b.count - tail + $0) }
        return result
    }
}

/// Myers' linear-space diff: the middle snake of a range splits it into two smaller ranges,
/// worked through with an explicit stack (no recursion, so no depth limit).
private struct MyersLinearSpace {
    let a: [Int]
    let b: [Int]

    /// Matched pairs of a longest common subsequence, in no particular order.
    func matches() -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        let limit = (a.count + b.count + 1) / 2 + 1
        var forward = [Int](repeating: -1, count: 2 * limit + 2)
        var backward = [Int](repeating: -1, count: 2 * limit + 2)
        var ranges = [(aLow: 0, aHigh: a.count, bLow: 0, bHigh: b.count)]
        while var range = ranges.popLast() {
            while range.aLow < range.aHigh, range.bLow < range.bHigh, a[range.aLow] == b[range.bLow] {
                found.append((range.aLow, range.bLow))
                range.aLow += 1
                range.bLow += 1
            }
            while range.aLow < range.aHigh, range.bLow < range.bHigh, a[range.aHigh - 1] == b[range.bHigh - 1] {
                found.append((range.aHigh - 1, range.bHigh - 1))
                range.aHigh -= 1
                range.bHigh -= 1
            }
            guard range.aLow < range.aHigh, range.bLow < range.bHigh else { continue }
            // Both sides are non-empty and differ at both ends, so at least two edits: the split
            // point lies strictly inside and both halves are smaller.
            guard let (x, y) = split(range.aLow, range.aHigh, range.bLow, range.bHigh, &forward, &backward) else { continue }
            ranges.append((range.aLow, x, range.bLow, y))
            ranges.append((x, range.aHigh, y, range.bHigh))
        }
        return found
    }

    /// One search for the middle of a shortest edit path: the ranges searched, and which
    /// diagonals have run off the grid (they are skipped from then on).
    private struct Search {
        let aLow: Int
        let aHigh: Int
        let bLow: Int
        let bHigh: Int
        var n: Int { aHigh - aLow }
        var m: Int { bHigh - bLow }
        var maxD: Int { (n + m + 1) / 2 }
        var offset: Int { maxD + 1 }
        var delta: Int { n - m }
        var oddDelta: Bool { delta & 1 != 0 }
        var forwardStart = 0
        var forwardEnd = 0
        var backwardStart = 0
        var backwardEnd = 0

        init(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) {
            self.aLow = aLow
            self.aHigh = aHigh
            self.bLow = bLow
            self.bHigh = bHigh
        }
    }

    /// The end of the forward half of a shortest edit path through `a[aLow..<aHigh]` and
    /// `b[bLow..<bHigh]`, found where the forward and backward searches overlap.
    private func split(
        _ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int,
        _ forward: inout [Int], _ backward: inout [Int]
    ) -> (Int, Int)? {
        var search = Search(aLow, aHigh, bLow, bHigh)
        let maxD = search.maxD
        // Only diagonals -maxD-1 ... maxD+1 are read: reset those.
        for index in 0...(2 * maxD + 2) {
            forward[index] = -1
            backward[index] = -1
        }
        forward[search.offset + 1] = 0
        backward[search.offset + 1] = 0
        for d in 0..<maxD {
            if let point = forwardRound(d, &search, &forward, backward) { return point }
            if let point = backwardRound(d, &search, &backward, forward) { return point }
        }
        return nil
    }

    /// Extends every forward path of `d` edits by one; the split point when one meets a backward path.
    private func forwardRound(_ d: Int, _ search: inout Search, _ forward: inout [Int], _ backward: [Int]) -> (Int, Int)? {
        let (n, m, offset, delta, maxD) = (search.n, search.m, search.offset, search.delta, search.maxD)
        var k = -d + search.forwardStart
        while k <= d - search.forwardEnd {
            let index = offset + k
            var x = (k == -d || (k != d && forward[index - 1] < forward[index + 1])) ? forward[index + 1] : forward[index - 1] + 1
            var y = x - k
            while x < n, y < m, a[search.aLow + x] == b[search.bLow + y] {
                x += 1
                y += 1
            }
            forward[index] = x
            if x > n {
                search.forwardEnd += 2
            } else if y > m {
                search.forwardStart += 2
            } else if search.oddDelta {
                let other = offset + delta - k
                if other >= 0, other <= 2 * maxD + 2, backward[other] != -1, x >= n - backward[other] {
                    return (search.aLow + x, search.bLow + y)
                }
            }
            k += 2
        }
        return nil
    }

    /// Extends every backward path of `d` edits by one; the split point when one meets a forward path.
    private func backwardRound(_ d: Int, _ search: inout Search, _ backward: inout [Int], _ forward: [Int]) -> (Int, Int)? {
        let (n, m, offset, delta, maxD) = (search.n, search.m, search.offset, search.delta, search.maxD)
        var k = -d + search.backwardStart
        while k <= d - search.backwardEnd {
            let index = offset + k
            var x = (k == -d || (k != d && backward[index - 1] < backward[index + 1])) ? backward[index + 1] : backward[index - 1] + 1
            var y = x - k
            while x < n, y < m, a[search.aHigh - 1 - x] == b[search.bHigh - 1 - y] {
                x += 1
                y += 1
            }
            backward[index] = x
            if x > n {
                search.backwardEnd += 2
            } else if y > m {
                search.backwardStart += 2
            } else if !search.oddDelta {
                let other = offset + delta - k
                if other >= 0, other <= 2 * maxD + 2, forward[other] != -1 {
                    let forwardX = forward[other]
                    let forwardY = forwardX - (other - offset)
                    if forwardX >= n - x { return (search.aLow + forwardX, search.bLow + forwardY) }
                }
            }
            k += 2
        }
        return nil
    }
}

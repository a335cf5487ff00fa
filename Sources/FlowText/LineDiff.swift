/// A unified diff of two texts, line by line, with a few lines of context.
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
        var parts = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    static func visible(_ line: String) -> String {
        var body = Substring.UnicodeScalarView(line.unicodeScalars)
        var tail = ""
        while let last = body.last, last == " " || last == "\t" || last == "\r" {
            tail = (last == " " ? "·" : last == "\t" ? "→" : "␍") + tail
            body = body.dropLast()
        }
        return String(String.UnicodeScalarView(body)) + tail
    }

    struct Edit {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    /// A shortest edit script via longest common subsequence (snapshots are small).
    static func editScript(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count
        var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                edits.append(Edit(kind: .same, oldIndex: i, newIndex: j)); i += 1; j += 1
            } else if j < m, i == n || lcs[i][j + 1] > lcs[i + 1][j] {
                edits.append(Edit(kind: .insert, oldIndex: i, newIndex: j)); j += 1
            } else {
                edits.append(Edit(kind: .delete, oldIndex: i, newIndex: j)); i += 1
            }
        }
        return edits
    }
}

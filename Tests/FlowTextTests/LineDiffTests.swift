import FlowCore
import FlowText
import Foundation
import Testing

/// `LineDiff`: shortest diffs in the unified format, on small texts and on a 30,000-line snapshot.
@Suite("Unified diffs (Myers, linear space)")
struct LineDiffTests {
    @Test("a 30,000-line snapshot: the diff names exactly the changed lines and patches the reference into the actual text")
    func thirtyThousandLineSnapshot() throws {
        let tree = LineDiffFixture.tree(coordinators: 29_995)
        let reference = TreeSnapshot.render(tree.root.captureTree(), scenario: "big", checkpoint: "before")
        // Three far-apart coordinators push a route (the screen, the root's, does not change).
        var changed: Set<Int> = []
        for index in [17, 15_000, 29_000] {
            tree.coordinators[index].navigate(to: LineDiffFixture.Route(id: index))
            changed.insert(index)
        }
        let actual = TreeSnapshot.render(tree.root.captureTree(), scenario: "big", checkpoint: "before")
        let referenceLines = LineDiffFixture.lines(reference)
        let actualLines = LineDiffFixture.lines(actual)
        #expect(referenceLines.count >= 30_000)

        let diff = try #require(LineDiff.unified(old: reference, new: actual, oldName: "big/before.txt (reference)", newName: "big/before.txt.new (actual)"))
        #expect(diff.hasPrefix("--- big/before.txt (reference)\n+++ big/before.txt.new (actual)\n@@ -"))
        #expect(LineDiffFixture.apply(diff, to: referenceLines) == actualLines)
        // Only the lines that differ are removed or added: a shortest diff.
        let removed = diff.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
        let added = diff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
        let onlyOld = Set(referenceLines).subtracting(actualLines)
        let onlyNew = Set(actualLines).subtracting(referenceLines)
        #expect(Set(removed.map { String($0.dropFirst()) }) == onlyOld)
        #expect(Set(added.map { String($0.dropFirst()) }) == onlyNew)
        #expect(removed.count == onlyOld.count && added.count == onlyNew.count)
        for index in changed {
            #expect(added.contains { $0.hasSuffix("root=r\(-index - 1) stack=[r\(index)]") })
        }
        // Far-apart changes give separate hunks, one per coordinator.
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") }.count == 3)
    }

    @Test("random texts of a few repeated lines: every diff is valid and as short as a longest common subsequence allows")
    func shortestOnRandomTexts() {
        var generator = LineDiffFixture.Generator(seed: 15)
        for _ in 0..<2_000 {
            let alphabet = generator.next(in: 2...5)
            let old = (0..<generator.next(in: 0...14)).map { _ in "line \(generator.next(in: 0...(alphabet - 1)))" }
            let new = (0..<generator.next(in: 0...14)).map { _ in "line \(generator.next(in: 0...(alphabet - 1)))" }
            let oldText = old.map { $0 + "\n" }.joined()
            let newText = new.map { $0 + "\n" }.joined()
            guard let diff = LineDiff.unified(old: oldText, new: newText, oldName: "a", newName: "b") else {
                #expect(old == new)
                continue
            }
            #expect(LineDiffFixture.apply(diff, to: old) == new, "\(old) → \(new)\n\(diff)")
            let edits = diff.split(separator: "\n").dropFirst(2).filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count
            #expect(edits == old.count + new.count - 2 * LineDiffFixture.longestCommonSubsequence(old, new), "\(old) → \(new)\n\(diff)")
        }
    }

    @Test("texts with no line in common, and a reversed text: valid shortest diffs")
    func disjointAndReversed() throws {
        let old = (0..<2_000).map { "old \($0)" }
        let new = (0..<1_500).map { "new \($0)" }
        let disjoint = try #require(LineDiff.unified(old: old.map { $0 + "\n" }.joined(), new: new.map { $0 + "\n" }.joined(), oldName: "a", newName: "b"))
        #expect(disjoint.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,2000 +1,1500 @@"])
        #expect(LineDiffFixture.apply(disjoint, to: old) == new)
        let reversed = Array(old.reversed())
        let flipped = try #require(LineDiff.unified(old: old.map { $0 + "\n" }.joined(), new: reversed.map { $0 + "\n" }.joined(), oldName: "a", newName: "b"))
        #expect(LineDiffFixture.apply(flipped, to: old) == reversed)
        #expect(flipped.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 1_999)
    }

    @Test("equal lines are kept top down and deletions come before insertions")
    func readableAlignment() throws {
        let diff = try #require(LineDiff.unified(old: "x\nA\n", new: "A\nA\n", oldName: "a", newName: "b"))
        #expect(diff == "--- a\n+++ b\n@@ -1,2 +1,2 @@\n-x\n A\n+A\n")
        let replaced = try #require(LineDiff.unified(old: "a\nb\nc\n", new: "a\nB\nC\n", oldName: "a", newName: "b"))
        #expect(replaced == "--- a\n+++ b\n@@ -1,3 +1,3 @@\n a\n-b\n-c\n+B\n+C\n")
    }
}

enum LineDiffFixture {
    struct Route: FlowCore.Route {
        let id: Int
        var identifier: String { "r\(id)" }
    }

    final class Node: Coordinator<Route> {
        let id: Int
        init(id: Int) {
            self.id = id
            super.init(router: Router(initial: Route(id: -id - 1)))
        }
        override func canHandle(_ route: Route) -> Bool { route.id == id }
    }

    /// A tree of `coordinators` coordinators under one root, each with up to 3 owned children (breadth first).
    static func tree(coordinators: Int) -> (root: Node, coordinators: [Node]) {
        var all = [Node(id: 0)]
        var parent = 0
        while all.count < coordinators {
            let child = Node(id: all.count)
            all[parent].addChild(child)
            all.append(child)
            if all.count % 3 == 1 { parent += 1 }
        }
        return (all[0], all)
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Applies a unified diff (without visible-whitespace markers) to `old`, checking every context and removed line.
    static func apply(_ diff: String, to old: [String]) -> [String]? {
        var result: [String] = []
        var cursor = 0
        for line in lines(diff).dropFirst(2) {
            if line.hasPrefix("@@") {
                let start = Int(line.dropFirst(4).prefix { $0.isNumber })!
                let target = line.dropFirst(4).contains(",0 +") && line.dropFirst(4).hasPrefix("\(start),0") ? start : start - 1
                guard target >= cursor else { return nil }
                result += old[cursor..<target]
                cursor = target
            } else if line.hasPrefix(" ") || line.hasPrefix("-") {
                guard cursor < old.count, old[cursor] == String(line.dropFirst()) else { return nil }
                if line.hasPrefix(" ") { result.append(old[cursor]) }
                cursor += 1
            } else if line.hasPrefix("+") {
                result.append(String(line.dropFirst()))
            }
        }
        return result + old[cursor...]
    }

    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Generator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next(in range: ClosedRange<Int>) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return range.lowerBound + Int(z % UInt64(range.count))
        }
    }
}

import Testing

@testable import FlowCore

/// The invariants of Sources/FlowCore/Unsafe that a value test can reach: `UTF8Words` reads only
/// the string's bytes, `NodeTable` keeps every element through growth, `Unretained` reads the
/// object it was made from, `UncheckedCast` hands back the value it was given.
@Suite("Unsafe foundations")
struct UnsafeFoundationsTests {
    fileprivate enum Page: String, Route { case home, a, b }

    /// The words of `bytes` built one byte at a time: the reference `UTF8Words` must match.
    private static func words(of bytes: [UInt8]) -> [UInt64] {
        var words = [UInt64(bytes.count)]
        var index = 0
        while index < bytes.count {
            var word: UInt64 = 0
            for offset in 0..<8 where index + offset < bytes.count { word |= UInt64(bytes[index + offset]) << (8 * UInt64(offset)) }
            words.append(word)
            index += 8
        }
        return words
    }

    @Test("UTF8Words: every length from 0 to 40, ASCII and not, and a bridged substring, as built byte by byte")
    func utf8Words() {
        for length in 0...40 {
            for text in [String(repeating: "a", count: length), String(repeating: "é", count: length / 2) + String(repeating: "z", count: length % 2)] {
                var read: [UInt64] = []
                UTF8Words.forEach(of: text) { read.append($0) }
                #expect(read == Self.words(of: Array(text.utf8)), "\(length): \(text)")
            }
        }
        let sliced = String("xx-route_identifier-yy".dropFirst(3).dropLast(3))
        var read: [UInt64] = []
        UTF8Words.forEach(of: sliced) { read.append($0) }
        #expect(read == Self.words(of: Array("route_identifier".utf8)))
    }

    @Test("NodeTable keeps every element, in place, through growth and fill")
    func nodeTable() {
        var table = NodeTable<String>(blank: "-")
        for index in [0, 3, 9, 40, 41, 200] {
            table.cover(index)
            table[index] = "n\(index)"
        }
        #expect(table.count == 201)
        #expect(table[0] == "n0" && table[3] == "n3" && table[9] == "n9" && table[40] == "n40" && table[200] == "n200")
        #expect(table[1] == "-" && table[199] == "-")
        table.fill(with: "x")
        #expect((0..<table.count).allSatisfy { table[$0] == "x" })
    }

    @Test("Unretained reads the object it was made from, compares by identity, and retains nothing")
    func unretained() {
        final class Box {
            let value: Int
            init(_ value: Int) { self.value = value }
        }
        let one = Box(1)
        let two = Box(2)
        let reference = Unretained(one)
        #expect(reference.read { $0.value } == 1)
        #expect(reference.object === one)
        #expect(reference === Unretained(one) && !(reference === Unretained(two)))
        #expect(reference.refers(to: one) && !reference.refers(to: two))
        weak var gone: Box?
        do {
            let short = Box(3)
            gone = short
            _ = Unretained(short)
        }
        #expect(gone == nil)
    }

    @Test("GraphOverlay.live stays empty and unused while trees on 4 threads navigate")
    func liveOverlayStaysEmpty() async {
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let owner = BehaviourFixtures.Scripted(root: Page.home, pushes: [.a, .b])
                    for _ in 0..<50 {
                        _ = owner.navigate(to: Page.a)
                        _ = owner.navigate(to: Page.b)
                        _ = owner.navigate(to: Page.home)
                    }
                }
            }
        }
        #expect(!GraphOverlay.live.inUse && GraphOverlay.live.touched.isEmpty && GraphOverlay.live.steps.isEmpty)
    }

    @Test("UncheckedCast hands back the value and the object it was given")
    func uncheckedCast() {
        class Base {}
        final class Derived: Base { let tag = "derived" }
        let object: Base = Derived()
        #expect(UncheckedCast.object(object, as: Derived.self).tag == "derived")
        #expect(UncheckedCast.value(42, as: Int.self) == 42)
        #expect(UncheckedCast.value("route", as: String.self) == "route")
    }
}

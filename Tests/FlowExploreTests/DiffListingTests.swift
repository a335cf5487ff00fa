import FlowAtlasTestSupport
import FlowExplore
import Foundation
import Testing

/// Issue 46: the lists `ExplorationDiff` compares by state (no way back, violations), and the
/// escaping of the app's names in its text formats.
@Suite("diff: states with no way back, violations, escaping")
struct DiffListingTests {
    static func document(version: Int) throws -> ExplorationReport {
        let report = ExplorationReport.explore(ShopApp(version: version), maxStates: 10_000, maxDepth: 3, urls: ["shop://promo"]).report
        return try ExplorationDocument.decode(report.json, file: "shop.json")
    }

    @Test("a new dead end (a state with no way back) is named new, by its path; gone the other way round")
    func newDeadEnd() throws {
        let old = try Self.document(version: 1)
        var new = old
        // FlowCore's back always leaves a state that shows a back button, so the dead end is
        // written into the document: the state the third expanded state's key names.
        new.noWayBack.append(["tap ShopRoute.cart"])
        new.facts.noWayBack.append(new.facts.states[2])
        let diff = ExplorationDiff(old: old, new: new)
        #expect(diff.noWayBack.added == ["start → tap ShopRoute.cart"])
        #expect(diff.noWayBack.gone.isEmpty)
        #expect(diff.categories == [.noWayBack])
        #expect(DiffText.text(diff).contains("\n## states with no way back\nnew: start → tap ShopRoute.cart\n"))
        // In the other formats too: Markdown for a pull request, JSON for tools.
        let markdown = DiffText.markdown(diff)
        #expect(markdown.contains("### States with no way back"), "\(markdown)")
        #expect(markdown.contains("`start → tap ShopRoute.cart`") || markdown.contains("start → tap `ShopRoute.cart`"), "\(markdown)")
        #expect(diff.json.contains("start → tap ShopRoute.cart"))
        #expect(ExplorationDiff(old: new, new: old).noWayBack.gone == ["start → tap ShopRoute.cart"])
        // The same state reached by another path in NEW is the same dead end: matched by what it shows.
        var moved = new
        moved.noWayBack[moved.noWayBack.count - 1] = ["link ShopRoute.cart"]
        #expect(ExplorationDiff(old: new, new: moved).noWayBack.isEmpty)
    }

    @Test("a new invariant violation is named new; the categories say so")
    func newViolation() throws {
        let old = try Self.document(version: 1)
        var new = old
        new.invariantViolations.append("after start → back: a broken rule")
        new.facts.violations.append(ExplorationFacts.Violation(state: new.facts.states[0], action: "back", violation: "a broken rule"))
        let diff = ExplorationDiff(old: old, new: new)
        #expect(diff.violations.added == ["after start → back: a broken rule"])
        #expect(diff.categories == [.violations])
    }

    @Test("the app's names are escaped: one line on a terminal, code spans in Markdown")
    func escaping() throws {
        let old = try Self.document(version: 1)
        var new = old
        new.reachable.removeAll { $0.route == "ShopRoute.legal" }
        var hostile = old
        hostile.reachable = old.reachable.map { reach in
            var reach = reach
            if reach.route == "ShopRoute.legal" { reach.route = "Evil`\n# <b>x</b>\u{1B}[31m" }
            return reach
        }
        let diff = ExplorationDiff(old: hostile, new: new)
        let text = DiffText.text(diff)
        #expect(text.contains("Evil`\\n# <b>x</b>\\e[31m: start → "))
        #expect(!text.contains("\u{1B}"))
        let markdown = DiffText.markdown(diff)
        #expect(markdown.contains("- ``Evil`\\n# <b>x</b>\\e[31m``: `start → "))
    }
}

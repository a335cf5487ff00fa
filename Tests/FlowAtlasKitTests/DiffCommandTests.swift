import FlowAtlasTestSupport
import FlowExplore
import FlowScenarios
import Foundation
import Testing

/// Issue 46: `flowatlas diff OLD NEW` on two versions of a fixture app (`ShopApp`), run in this process.
@Suite("diff")
struct DiffCommandTests {
    static let bounds = ["--max-depth", "4", "--url", "shop://promo"]

    /// Explores version `version` of the shop into `folder` (with `extra` options); the file.
    static func explore(_ version: Int, in folder: URL, name: String? = nil, _ extra: [String] = []) -> String {
        let file = folder.appendingPathComponent(name ?? "shop-v\(version).json").path
        let result = Kit.run(["explore", "--format", "json", "-o", file] + bounds + extra, apps: [ShopApp(version: version)])
        #expect(result.status == 0, "\(result)")
        return file
    }

    static func diff(_ arguments: [String]) -> Support.CLIResult { Kit.run(["diff"] + arguments, apps: [ShopApp(version: 2)]) }

    /// The two versions' explorations, in a folder the caller removes.
    static func versions(_ label: String) throws -> (folder: URL, old: String, new: String) {
        let folder = try Kit.temporaryFolder(label)
        return (folder, explore(1, in: folder), explore(2, in: folder))
    }

    @Test("the diff names the unreachable screen, the link that lands elsewhere and the longer path, exactly, as text")
    func namesEachChangeAsText() throws {
        let (folder, old, new) = try Self.versions("diff-text")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.diff([old, new])
        #expect(result.status == 0, "any difference exits 0 by default: \(result)")
        let text = result.stdout
        #expect(text.hasPrefix("# flowatlas diff v1\napp: shop\n\n## screens no longer reachable\n"))
        #expect(text.contains("\n## screens no longer reachable\nShopRoute.legal: start → tap ShopRoute.settings → tap ShopRoute.legal (in OLD)\n\n"))
        #expect(
            text.contains(
                "\n## deep links that land elsewhere\nopen shop://promo from the start state: now shows ShopRoute.item (was ShopRoute.catalog)\nopen shop://promo now shows ShopRoute.item (was ShopRoute.catalog) from 41 of 41 states\n\n"
            ))
        #expect(
            text.contains(
                "\n## shortest paths that changed length\nShopRoute.checkout: 2 → 3 actions (longer)\n  OLD: start → tap ShopRoute.cart → tap ShopRoute.checkout\n  NEW: start → tap ShopRoute.cart → tap ShopRoute.review → tap ShopRoute.checkout\n\n"
            ))
        #expect(!text.contains("## screens newly reachable"), "no screen is new: \(text)")
        #expect(text.contains("\n## counts\nstates: 146 → 97 (-49)\n"))
        // The order the issue asks for.
        let order = ["## screens no longer reachable", "## deep links", "## shortest paths", "## counts"].map { text.range(of: $0)!.lowerBound }
        #expect(order == order.sorted())
    }

    @Test("every format names each change: markdown, json, svg, html")
    func namesEachChangeInEveryFormat() throws {
        let (folder, old, new) = try Self.versions("diff-formats")
        defer { try? FileManager.default.removeItem(at: folder) }
        let markdown = Self.diff([old, new, "--format", "markdown"]).stdout
        #expect(markdown.contains("### Screens no longer reachable\n\n- `ShopRoute.legal`: `start → tap ShopRoute.settings → tap ShopRoute.legal` (in OLD)\n"))
        #expect(markdown.contains("- `open shop://promo` now shows `ShopRoute.item` (was `ShopRoute.catalog`) from 41 of 41 states\n"))
        #expect(markdown.contains("- `ShopRoute.checkout`: 2 → 3 actions (longer)\n  - OLD: `start → tap ShopRoute.cart → tap ShopRoute.checkout`\n"))
        let json = Self.diff([old, new, "--format", "json"]).stdout
        let diff = try JSONDecoder().decode(ExplorationDiff.self, from: Data(json.utf8))
        #expect(diff.noLongerReachable.map(\.route) == ["ShopRoute.legal"])
        #expect(diff.newlyReachable.isEmpty)
        #expect(diff.links.map(\.link) == ["open shop://promo"])
        #expect(diff.links[0].changes.map { [$0.was.shows, $0.now.shows, "\($0.states)"] } == [["ShopRoute.catalog", "ShopRoute.item", "41"]])
        #expect(diff.changedPaths.map { [$0.route, "\($0.old.count)", "\($0.new.count)"] } == [["ShopRoute.checkout", "2", "3"]])
        #expect(diff.categories == [.unreachable, .links, .longerPaths])
        let svg = Self.diff([old, new, "--format", "svg"])
        #expect(svg.status == 0, "\(svg)")
        let picture = try SVGDocument.parse(Data(svg.stdout.utf8))
        let texts = picture.groups.flatMap(\.texts)
        #expect(texts.contains("ShopRoute.legal") && texts.contains("only in OLD (gone)") && texts.contains("only in NEW (added)"))
        #expect(texts.contains("open shop://promo") && texts.contains("was: open shop://promo"))
        #expect(svg.stdout.contains("stroke-dasharray"), "what is gone is dashed")
        let html = Self.diff([old, new, "--format", "html"]).stdout
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<svg") && !html.contains("<script src") && !html.contains("http://example"))
        #expect(html.contains("<code class=\"diff-code\">ShopRoute.legal</code>"))
        #expect(
            html.contains(
                "now shows <code class=\"diff-code\">ShopRoute.item</code> (was <code class=\"diff-code\">ShopRoute.catalog</code>) from 41 of 41 states"))
        #expect(html.contains("<code class=\"diff-code\">ShopRoute.checkout</code>: 2 → 3 actions (longer)"))
    }

    @Test("two runs give the same bytes, in every format")
    func deterministic() throws {
        let (folder, old, new) = try Self.versions("diff-twice")
        defer { try? FileManager.default.removeItem(at: folder) }
        let again = Self.explore(2, in: folder, name: "again.json")
        #expect(try String(contentsOfFile: again, encoding: .utf8) == String(contentsOfFile: new, encoding: .utf8))
        for format in ["text", "markdown", "json", "svg", "html"] {
            #expect(Self.diff([old, new, "--format", format]).stdout == Self.diff([old, again, "--format", format]).stdout, "\(format)")
        }
    }

    @Test("a version against itself gives nothing and exit 0, with --exit-code and every --fail-on too")
    func sameVersion() throws {
        let (folder, old, _) = try Self.versions("diff-same")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.diff([old, old, "--exit-code"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "# flowatlas diff v1\napp: shop\nno differences in what both explorations cover\n")
        #expect(Self.diff([old, old, "--fail-on", DiffCategory.allCases.map(\.rawValue).joined(separator: ",")]).status == 0)
        let json = try JSONDecoder().decode(ExplorationDiff.self, from: Data(Self.diff([old, old, "--format", "json"]).stdout.utf8))
        #expect(json.isEmpty)
    }

    @Test("--exit-code exits 1 on any difference; --fail-on only on the categories named; a bad category exits 2")
    func exitCodes() throws {
        let (folder, old, new) = try Self.versions("diff-exit")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.diff([old, new, "--exit-code"]).status == 1)
        #expect(Self.diff([old, new, "--fail-on", "unreachable"]).status == 1)
        #expect(Self.diff([old, new, "--fail-on", "links"]).status == 1)
        #expect(Self.diff([old, new, "--fail-on", "longer-paths"]).status == 1)
        #expect(Self.diff([old, new, "--fail-on", "violations,no-way-back"]).status == 0)
        // Going back: the path is shorter, the link lands elsewhere, the screen is new.
        #expect(Self.diff([new, old, "--fail-on", "unreachable,longer-paths"]).status == 0)
        let bad = Self.diff([old, new, "--fail-on", "unreachable,typo"])
        #expect(
            bad.status == 2
                && bad.stderr.contains("--fail-on: 'typo' is not a category (expected some of unreachable, links, violations, no-way-back, longer-paths"))
        #expect(Self.diff([old, new, "--fail-on", "links", "--exit-code"]).status == 2)
    }

    @Test("different bounds are said first, and only what both cover is compared")
    func differentBounds() throws {
        let folder = try Kit.temporaryFolder("diff-bounds")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shallow = Self.explore(1, in: folder, name: "shallow.json", ["--max-depth", "1"])
        let deep = Self.explore(1, in: folder)
        let text = Self.diff([shallow, deep]).stdout
        #expect(
            text.hasPrefix(
                "# flowatlas diff v1\napp: shop\n\n## bounds differ\ndepth bound: OLD 1, NEW 4\nfound whole: OLD to depth 1, NEW to depth 4\ncompared: only what both cover"
            ))
        // Routes NEW reaches deeper than depth 1 are not "newly reachable".
        #expect(!text.contains("## screens newly reachable"), "\(text)")
    }

    @Test("the merged file of a sharded exploration diffs as one run's file does")
    func mergedShards() throws {
        let (folder, old, new) = try Self.versions("diff-shards")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shards = (1...2).map { index in
            let file = folder.appendingPathComponent("shard-\(index).json").path
            let result = Kit.run(["explore", "--shard", "\(index)/2", "-o", file] + Self.bounds, apps: [ShopApp(version: 2)])
            #expect(result.status == 0, "\(result)")
            return file
        }
        let merged = folder.appendingPathComponent("merged.json").path
        let merge = Kit.run(["explore", "merge", "--format", "json", "-o", merged] + shards, apps: [ShopApp(version: 2)])
        #expect(merge.status == 0, "\(merge)")
        #expect(try String(contentsOfFile: merged, encoding: .utf8) == String(contentsOfFile: new, encoding: .utf8))
        #expect(Self.diff([old, merged]).stdout == Self.diff([old, new]).stdout)
        #expect(Self.diff([merged, new, "--exit-code"]).status == 0)
    }
}

import FlowAtlasTestSupport
import FlowCore
import FlowDemo
import FlowText
import Foundation
import Testing

/// The text snapshot format: header, tree section, screen section, determinism, diff locality, JSON.
@Suite("Text snapshot format")
struct TreeSnapshotFormatTests {
    fileprivate static let abyssText = """
        # flowatlas snapshot v1
        # scenario: demo
        # checkpoint: abyss

        ## tree
        AppCoordinator<AppRoute> root=tabRoot stack=[]
          [flow] MainTabCoordinator<AppRoute> root=tabRoot stack=[] tab=2
            [tab 0] RedCoordinator<RedRoute> root=red stack=[]
              [child] RainbowCoordinator<RainbowRoute> root=red stack=[]
                [child] RainbowDetailCoordinator<RainbowDetailRoute> root=detail stack=[]
            [tab 1] GreenCoordinator<GreenRoute> root=green stack=[]
            [tab 2] BlueCoordinator<BlueRoute> root=blue stack=[]
              [pushed] DeepBlueCoordinator<DeepBlueRoute> root=level1 stack=[level2, level3] presented=level3Modal detents=[large]
                [modal] Level3ModalCoordinator<DeepBlueRoute> root=level3Modal stack=[] presented=level3NestedModal detents=[large]
                  [modal] NestedModalCoordinator<DeepBlueRoute> root=level3NestedModal stack=[]
                    [pushed] OceanCoordinator<OceanRoute> root=surface stack=[shallow, deep, abyss]
            [tab 3] YellowCoordinator<YellowRoute> root=yellow stack=[]
            [tab 4] PurpleCoordinator<PurpleRoute> root=purple stack=[]

        ## screen
        tab bar: Red | Green | [Blue] | Yellow | Purple
        stack: BlueRoute.blue > DeepBlueRoute.level1 > DeepBlueRoute.level2 > DeepBlueRoute.level3
        sheet [large]: DeepBlueRoute.level3Modal
        sheet [large]: DeepBlueRoute.level3NestedModal > OceanRoute.surface > OceanRoute.shallow > OceanRoute.deep > OceanRoute.abyss
        current: OceanRoute.abyss

        """

    @Test("the whole snapshot of OceanRoute.abyss is exactly as documented")
    func abyssSnapshotExact() {
        let app = FormatFixtures.abyss()
        #expect(TreeSnapshot.render(app.captureTree(), scenario: "demo", checkpoint: "abyss") == Self.abyssText)
    }

    @Test("first line is the version line; the header names scenario and checkpoint only")
    func header() {
        let text = TreeSnapshot.render(FormatFixtures.abyss().captureTree(), scenario: "ocean-abyss", checkpoint: "abyss")
        let lines = text.components(separatedBy: "\n")
        #expect(TreeSnapshot.versionLine == "# flowatlas snapshot v1")
        #expect(Array(lines.prefix(5)) == ["# flowatlas snapshot v1", "# scenario: ocean-abyss", "# checkpoint: abyss", "", "## tree"])
        // Only the three header lines are comments; none carries a line number, a date or a time.
        #expect(lines.filter { $0.hasPrefix("#") && !$0.hasPrefix("##") }.count == 3)
        #expect(text.range(of: #"\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}(:\d{2})?|line \d+|:\d+:\d+"#, options: .regularExpression) == nil)
        // Without a scenario and checkpoint there is no header beyond the version line.
        let bare = TreeSnapshot.render(FormatFixtures.abyss().captureTree()).components(separatedBy: "\n")
        #expect(Array(bare.prefix(3)) == ["# flowatlas snapshot v1", "", "## tree"])
    }

    @Test("LF only, UTF-8, exactly one trailing newline, one tree and one screen section")
    func lfOnlyUTF8() throws {
        for app in [FormatFixtures.abyss(), FormatFixtures.redInfo(), FormatFixtures.invalidView(), DemoApp.make()] {
            let text = TreeSnapshot.render(app.captureTree(), scenario: "s", checkpoint: "c")
            #expect(!text.contains("\r"))
            #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
            let bytes = Data(text.utf8)
            #expect(!bytes.starts(with: [0xEF, 0xBB, 0xBF]))
            #expect(String(data: bytes, encoding: .utf8) == text)
            let lines = text.components(separatedBy: "\n")
            #expect(lines.filter { $0 == "## tree" }.count == 1)
            #expect(lines.filter { $0 == "## screen" }.count == 1)
            #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        }
    }

    @Test("the same navigation rendered twice, on two apps, gives identical text and JSON")
    func deterministic() {
        let first = FormatFixtures.abyss().captureTree()
        let second = FormatFixtures.abyss().captureTree()
        #expect(TreeSnapshot.render(first, scenario: "a", checkpoint: "b") == TreeSnapshot.render(second, scenario: "a", checkpoint: "b"))
        #expect(TreeSnapshot.json(first) == TreeSnapshot.json(second))
        #expect(TreeSnapshot.render(first) == TreeSnapshot.render(first))
    }

    // MARK: Screen section

    @Test("tab bar marks the selected tab")
    func tabBar() {
        let app = Support.loggedInApp()
        #expect(FormatFixtures.screen(app) == ["tab bar: [Red] | Green | Blue | Yellow | Purple", "stack: RedRoute.red", "current: RedRoute.red"])
        FormatFixtures.tabs(app).switchToTab(3)
        #expect(FormatFixtures.screen(app).first == "tab bar: Red | Green | Blue | [Yellow] | Purple")
        #expect(FormatFixtures.screen(app).last == "current: YellowRoute.yellow")
    }

    @Test("a stack shows its routes then its pushed children's routes, flattened")
    func flattenedStack() {
        let app = Support.loggedInApp()
        #expect(app.navigate(to: RainbowRoute.purple))
        #expect(
            FormatFixtures.screen(app) == [
                "tab bar: [Red] | Green | Blue | Yellow | Purple",
                "stack: RedRoute.red > RainbowRoute.red > RainbowRoute.orange > RainbowRoute.yellow > RainbowRoute.green > RainbowRoute.blue > RainbowRoute.purple",
                "current: RainbowRoute.purple",
            ])
    }

    @Test("sheets show their detents and selected detent; the whole red-info snapshot")
    func sheetWithDetents() {
        let app = FormatFixtures.redInfo()
        #expect(
            TreeSnapshot.render(app.captureTree()) == """
                # flowatlas snapshot v1

                ## tree
                AppCoordinator<AppRoute> root=tabRoot stack=[]
                  [flow] MainTabCoordinator<AppRoute> root=tabRoot stack=[] tab=0
                    [tab 0] RedCoordinator<RedRoute> root=red stack=[] presented=info detents=[custom,medium]@custom
                      [child] RainbowCoordinator<RainbowRoute> root=red stack=[]
                        [child] RainbowDetailCoordinator<RainbowDetailRoute> root=detail stack=[]
                      [modal] RedInfoCoordinator<RedRoute> root=info stack=[]
                    [tab 1] GreenCoordinator<GreenRoute> root=green stack=[]
                    [tab 2] BlueCoordinator<BlueRoute> root=blue stack=[]
                      [child] DeepBlueCoordinator<DeepBlueRoute> root=level1 stack=[]
                    [tab 3] YellowCoordinator<YellowRoute> root=yellow stack=[]
                    [tab 4] PurpleCoordinator<PurpleRoute> root=purple stack=[]

                ## screen
                tab bar: [Red] | Green | Blue | Yellow | Purple
                stack: RedRoute.red
                sheet [custom,medium @custom]: RedRoute.info
                current: RedRoute.info

                """)
        let blue = Support.loggedInApp()
        #expect(blue.navigate(to: BlueRoute.info))
        #expect(FormatFixtures.screen(blue).suffix(2) == ["sheet [medium]: BlueRoute.info", "current: BlueRoute.info"])
    }

    @Test("a full-screen modal is a cover")
    func fullScreenCover() {
        let app = Support.loggedInApp()
        #expect(app.navigate(to: PurpleRoute.info))
        #expect(
            FormatFixtures.screen(app) == [
                "tab bar: Red | Green | Blue | Yellow | [Purple]",
                "stack: PurpleRoute.purple",
                "cover [fullscreen]: PurpleRoute.info",
                "current: PurpleRoute.info",
            ])
    }

    @Test("detours are listed above what they cover, nested ones in order")
    func detours() throws {
        let app = Support.loggedInApp()
        #expect(app.navigate(to: BlueRoute.lightBlue))
        #expect(try DemoDeepLinks.open("flowatlas-demo://detour/yellow", in: app))
        #expect(
            FormatFixtures.screen(app) == [
                "tab bar: Red | Green | [Blue] | Yellow | Purple",
                "stack: BlueRoute.blue > BlueRoute.lightBlue",
                "detour: YellowRoute.lightYellow",
                "current: YellowRoute.lightYellow",
            ])
        #expect(try DemoDeepLinks.open("flowatlas-demo://detour/yellow", in: app))
        let screen = FormatFixtures.screen(app)
        #expect(screen.filter { $0 == "detour: YellowRoute.lightYellow" }.count == 2)
        #expect(screen.last == "current: YellowRoute.lightYellow")
    }

    @Test("BlueRoute.invalidView is marked !viewCreationFailed in tree and screen")
    func viewCreationFailedMarker() {
        let app = FormatFixtures.invalidView()
        let text = TreeSnapshot.render(app.captureTree())
        #expect(text.contains("[tab 2] BlueCoordinator<BlueRoute> root=blue stack=[invalidView] viewCreationFailed=[invalidView]\n"))
        #expect(
            FormatFixtures.screen(app) == [
                "tab bar: Red | Green | [Blue] | Yellow | Purple",
                "stack: BlueRoute.blue > BlueRoute.invalidView !viewCreationFailed",
                "current: BlueRoute.invalidView !viewCreationFailed",
            ])
        // Only the failing route is marked.
        #expect(text.components(separatedBy: "!viewCreationFailed").count - 1 == 2)
    }

    // MARK: Locality of changes

    @Test("popping Ocean changes only Ocean's tree line and the screen lines it affects")
    func oneStackChangeIsLocal() throws {
        let before = TreeSnapshot.render(FormatFixtures.abyss().captureTree(), scenario: "s", checkpoint: "c")
        let app = FormatFixtures.abyss()
        app.visibleCoordinator.pop()
        let after = TreeSnapshot.render(app.captureTree(), scenario: "s", checkpoint: "c")
        let changes = FormatFixtures.changedLines(before, after)
        #expect(
            changes.removed == [
                "            [pushed] OceanCoordinator<OceanRoute> root=surface stack=[shallow, deep, abyss]",
                "sheet [large]: DeepBlueRoute.level3NestedModal > OceanRoute.surface > OceanRoute.shallow > OceanRoute.deep > OceanRoute.abyss",
                "current: OceanRoute.abyss",
            ])
        #expect(
            changes.added == [
                "            [pushed] OceanCoordinator<OceanRoute> root=surface stack=[shallow, deep]",
                "sheet [large]: DeepBlueRoute.level3NestedModal > OceanRoute.surface > OceanRoute.shallow > OceanRoute.deep",
                "current: OceanRoute.deep",
            ])
    }

    @Test("a change to a tab that is not on screen changes only that coordinator's line")
    func offScreenChangeIsLocal() {
        func state(pushLightGreen: Bool) -> String {
            let app = Support.loggedInApp()
            FormatFixtures.tabs(app).switchToTab(1)
            if pushLightGreen { app.visibleCoordinator.navigate(to: GreenRoute.lightGreen) }
            FormatFixtures.tabs(app).switchToTab(0)
            return TreeSnapshot.render(app.captureTree())
        }
        let changes = FormatFixtures.changedLines(state(pushLightGreen: false), state(pushLightGreen: true))
        #expect(changes.removed == ["    [tab 1] GreenCoordinator<GreenRoute> root=green stack=[]"])
        #expect(changes.added == ["    [tab 1] GreenCoordinator<GreenRoute> root=green stack=[lightGreen]"])
    }

    // MARK: JSON

    @Test("JSON form: sorted keys at every level, LF, trailing newline, round-trips")
    func json() throws {
        let tree = FormatFixtures.abyss().captureTree()
        let json = TreeSnapshot.json(tree)
        #expect(json.hasSuffix("}\n"))
        #expect(!json.contains("\r"))
        #expect(try JSONDecoder().decode(NavigationTree.self, from: Data(json.utf8)) == tree)
        let objects = FormatFixtures.objectKeys(json)
        #expect(objects.count > tree.nodes.count)
        for keys in objects { #expect(keys == keys.sorted(), "keys not sorted: \(keys)") }
        #expect(objects.contains { $0.contains("typeName") && $0.contains("viewCreationFailures") })
    }
}

/// Demo states and text helpers for the format tests.
private enum FormatFixtures {
    static func abyss() -> AppCoordinator {
        let app = Support.loggedInApp()
        app.navigate(to: OceanRoute.abyss)
        return app
    }

    static func redInfo() -> AppCoordinator {
        let app = Support.loggedInApp()
        app.navigate(to: RedRoute.info)
        return app
    }

    static func invalidView() -> AppCoordinator {
        let app = Support.loggedInApp()
        app.navigate(to: BlueRoute.invalidView)
        return app
    }

    static func tabs(_ app: AppCoordinator) -> MainTabCoordinator {
        app.currentFlow as! MainTabCoordinator
    }

    /// The screen section's lines.
    static func screen(_ app: AppCoordinator) -> [String] {
        let text = TreeSnapshot.render(app.captureTree())
        guard let range = text.range(of: "## screen\n") else { return [] }
        return text[range.upperBound...].split(separator: "\n").map(String.init)
    }

    /// The lines only in `old` and only in `new`, via the unified diff.
    static func changedLines(_ old: String, _ new: String) -> (removed: [String], added: [String]) {
        let diff = LineDiff.unified(old: old, new: new, oldName: "a", newName: "b") ?? ""
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
        return (
            lines.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) },
            lines.filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) }
        )
    }

    /// The keys of every object in pretty-printed JSON, in written order.
    static func objectKeys(_ json: String) -> [[String]] {
        var stack: [[String]?] = []
        var result: [[String]] = []
        for raw in json.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("}") || line.hasPrefix("]") {
                if let keys = stack.popLast(), let keys { result.append(keys) }
            }
            if line.hasPrefix("\""), let end = line.dropFirst().firstIndex(of: "\""), line[end...].hasPrefix("\" :") || line[end...].hasPrefix("\":") {
                let key = String(line[line.index(after: line.startIndex)..<end])
                if var top = stack.popLast(), top != nil {
                    top!.append(key)
                    stack.append(top)
                }
            }
            if line.hasSuffix("{") { stack.append([]) } else if line.hasSuffix("[") { stack.append(nil) }
        }
        return result
    }
}

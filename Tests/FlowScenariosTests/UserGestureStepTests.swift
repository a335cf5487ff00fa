import FlowAtlasTestSupport
import FlowCore
import FlowDemo
import FlowDemoScenarios
import FlowScenarios
import Testing

/// The gesture steps (`swipe-back`, `back-to:`, `dismiss`, `tap-tab:`) go through the bindings
/// and do what their programmatic counterparts do, with the user as the cause.
@Suite("Gesture steps")
struct UserGestureStepTests {
    static let app = DemoScenarioApp()

    static func run(_ steps: String) throws -> ScenarioRun {
        let yaml = "name: gestures\nsteps:\n" + steps.split(separator: "\n").map { "  - \($0)" }.joined(separator: "\n") + "\n"
        return ScenarioRunner(app: app).run(try ScenarioParser(apps: [app]).parse(yaml, file: "gestures.yaml"))
    }

    static let deepBlue = """
        navigate: { route: AppRoute.tabRoot, from: top }
        navigate: DeepBlueRoute.level3
        """

    @Test("the steps parse to the user's actions, by index or title for tabs, with a route in either spelling for back-to")
    func parsing() throws {
        let yaml = """
            name: gestures
            steps:
              - swipe-back
              - dismiss
              - back-to: BlueRoute.blue
              - back-to: { BlueRoute: blue }
              - tap-tab: 2
              - tap-tab: Blue
            """
        let steps = try ScenarioParser(apps: [Self.app]).parse(yaml, file: "g.yaml").steps.map(\.kind)
        #expect(
            steps == [
                .perform(.user(.swipeBack)), .perform(.user(.dismiss)),
                .perform(.user(.backTo(RouteReference(BlueRoute.blue, spelling: .declared)))),
                .perform(.user(.backTo(RouteReference(BlueRoute.blue, spelling: .value)))),
                .perform(.user(.tapTab(.index(2)))), .perform(.user(.tapTab(.title("Blue")))),
            ])
    }

    @Test("bad gesture steps are errors at their line, saying what was expected")
    func badSteps() {
        for (step, expected) in [
            ("tap-tab: -1", "expected a tab index"), ("tap-tab: [1]", "expected a tab index or title"),
            ("back-to: BlueRoute.nowhere", "unknown route"), ("swipe-back: 2", "takes no argument"), ("back-to", "needs an argument"),
        ] {
            let yaml = "name: bad\nsteps:\n  - \(step)\n"
            #expect(throws: ScenarioError.self, "\(step)") { try ScenarioParser(apps: [Self.app]).parse(yaml, file: "bad.yaml") }
            do {
                _ = try ScenarioParser(apps: [Self.app]).parse(yaml, file: "bad.yaml")
            } catch {
                #expect(error.line == 3, "\(step)")
                #expect(error.message.contains(expected), "\(step): \(error.message)")
            }
        }
    }

    @Test("swipe-back and back-to pop the visible stack as pop() would, and the transcript names the user's gesture")
    func back() throws {
        let run = try Self.run(Self.deepBlue + "\nswipe-back\nsnapshot: swiped\nback-to: BlueRoute.blue\nsnapshot: menu")
        #expect(run.passed, "\(run.failures)")
        #expect(run.transcript.contains("(user.swipeBack)"))
        #expect(run.transcript.contains("(user.backMenu)"))
        let programmatic = try Self.run(Self.deepBlue + "\nback\nsnapshot: swiped\nback\nback\nsnapshot: menu")
        #expect(try run.tree(at: "swiped") == programmatic.tree(at: "swiped"))
        #expect(try run.tree(at: "menu") == programmatic.tree(at: "menu"))
        #expect(run.events.filter { $0.cause != .program }.allSatisfy { $0.cause.gesture == .swipeBack || $0.cause.gesture == .backMenu })
    }

    @Test("dismiss closes the top-most sheet or cover as dismissModal does; tap-tab selects by index or title")
    func dismissAndTabs() throws {
        let run = try Self.run(
            "navigate: { route: AppRoute.tabRoot, from: top }\nnavigate: BlueRoute.info\ndismiss\nsnapshot: dismissed\ntap-tab: Purple\nsnapshot: purple\ntap-tab: 0\nsnapshot: red"
        )
        #expect(run.passed, "\(run.failures)")
        let programmatic = try Self.run(
            "navigate: { route: AppRoute.tabRoot, from: top }\nnavigate: BlueRoute.info\ndismissModal\nsnapshot: dismissed\nselectTab: 4\nsnapshot: purple\nselectTab: 0\nsnapshot: red"
        )
        for checkpoint in ["dismissed", "purple", "red"] { #expect(try run.tree(at: checkpoint) == programmatic.tree(at: checkpoint), "\(checkpoint)") }
        #expect(run.events.contains { $0.cause == .user(.sheetDismissal) })
        #expect(run.events.contains { $0.cause == .user(.tabTap) })
    }

    @Test("a gesture with nothing to do fails its step, saying why")
    func nothingToDo() throws {
        let run = try Self.run("navigate: { route: AppRoute.tabRoot, from: top }\nswipe-back\ndismiss")
        #expect(!run.passed)
        #expect(run.failures.count == 2)
        #expect(run.failures[0].contains("there is no screen to go back to"))
        #expect(run.failures[1].contains("nothing is presented"))
        let onStack = try Self.run(Self.deepBlue + "\nback-to: RedRoute.red\ntap-tab: Orange")
        #expect(onStack.failures[0].contains("is not on the visible stack"))
        #expect(onStack.failures[1].contains("no tab is titled Orange"))
    }

    @Test(
        "a checkpoint after a gesture lists the events since the previous checkpoint, each with its cause; one after programmatic steps has no events section")
    func snapshotEvents() throws {
        let run = try Self.run(Self.deepBlue + "\nsnapshot: programmatic\nnavigate: DeepBlueRoute.level2\nswipe-back\nsnapshot: swiped")
        #expect(run.passed, "\(run.failures)")
        let programmatic = try #require(run.checkpoints.first { $0.name == "programmatic" })
        #expect(!programmatic.text.contains("## events"))
        let swiped = try #require(run.checkpoints.first { $0.name == "swiped" }).text
        let section = try #require(swiped.components(separatedBy: "\n## events\n").last).split(separator: "\n").map(String.init)
        // The navigate's events (program), then the swipe's (user): exactly the steps' events, in order.
        let expected = run.entries.dropLast().suffix(2).flatMap(\.events)
        #expect(section.count == expected.count)
        #expect(section.count >= 2)
        for (line, event) in zip(section, expected) {
            #expect(line.hasPrefix("\(event.kind.rawValue) "), "\(line)")
            #expect(line.hasSuffix(event.cause == .program ? "(program)" : "(\(event.cause))"), "\(line)")
        }
        #expect(section.last?.hasSuffix("(user.swipeBack)") == true)
    }
}

import FlowCore
import FlowExplore
import FlowScenarios
import SocialApp
import SocialAtlasApp
import Testing

/// The app's links, and the explorer over the whole app.
@Suite("Links and exploration")
struct LinkTests {
    let atlas = SocialAtlasApp()

    @Test("a push notification's link takes two steps and lands in its tab, whatever the user's order")
    func notificationLink() throws {
        let link = try #require(atlas.link(forURL: "social://notifications/status/42"))
        #expect(link.steps.count == 2)
        for order in [TabKind.standard, [.profile, .notifications, .timeline, .explore, .messages]] {
            let social = Social(orders: [.alice: order])
            #expect(atlas.open(url: "social://notifications/status/42", from: social.app.visibleCoordinator, root: social.app))
            #expect(social.app.visibleCoordinator === social.tab(.notifications))
            #expect(social.tab(.notifications).router.state.stack == [.status(id: 42)])
        }
        #expect(atlas.problem(withURL: "social://nowhere/status/1") != nil)
        #expect(atlas.problem(withURL: "social://status/0") != nil)
    }

    @Test("every listed link opens from the start")
    func examples() {
        for url in atlas.linkExamples {
            let root = atlas.makeRoot()
            #expect(atlas.open(url: url, from: root.visibleCoordinator, root: root), "\(url)")
        }
    }

    @Test("the explorer finds no broken invariant in the first states of the app")
    func explored() {
        let exploration = Explorer(app: atlas, maxStates: 600, maxDepth: 3).explore()
        #expect(exploration.violations.isEmpty, "\(exploration.violations)")
        #expect(exploration.stateCount > 100)
    }
}

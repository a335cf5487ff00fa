import FlowAdapter
import FlowCore
import FlowDemoScenarios
import FlowExplore
import FlowSocialApp
import Testing

/// Issue 25, point 4: an explorer worker takes the capture of a state it has captured before
/// from its `CaptureCache`. The capture must be the one a walk would build: checked on every
/// transition the explorer tried, replayed as a worker replays them.
@Suite("The explorer's capture cache")
struct CaptureCacheTests {
    @Test("the demo to depth 3: every capture from the cache is a fresh capture, and most come from it")
    func demo() {
        check(DemoScenarioApp(), depth: 3)
    }

    @Test("the social app to depth 2 (flows replace coordinators: a state's coordinators are new)")
    func social() {
        check(SocialScenarioApp(), depth: 2)
    }

    @Test("the explorer keeps about 8,192 captures at the most, however many workers it has")
    func slotsPerWorker() {
        #expect([1, 2, 3, 4, 8, 16, 32, 64, 128].map(CaptureCache.slots(perWorkerOf:)) == [4096, 4096, 2048, 2048, 1024, 512, 256, 256, 256])
    }

    enum Page: String, Route, Codable, CaseIterable { case home, status }

    final class Named: Coordinator<Page> {
        var name: String?
        init(name: String?) {
            self.name = name
            super.init(router: Router(initial: .home))
        }
        override func canHandle(_ route: Page) -> Bool { true }
        override var displayName: String? { name }
    }

    @Test("one state of other coordinators, or with another display name, is captured again")
    func sameStateOtherCoordinators() throws {
        let cache = CaptureCache(slots: 1)
        let first = Named(name: "A")
        let second = Named(name: "A")
        let firstCapture = try #require(cache.capture(first))
        // Another tree in the same state: the same fingerprint, other coordinators.
        let secondCapture = try #require(cache.capture(second))
        #expect(firstCapture.coordinators.fingerprint == secondCapture.coordinators.fingerprint)
        #expect(secondCapture.coordinators.identities == second.captureTreeWithIdentities().identities)
        #expect(secondCapture.coordinators.identities != firstCapture.coordinators.identities)
        #expect(cache.hits == 0 && cache.misses == 2)
        // The same coordinators: from the cache.
        _ = try #require(cache.capture(second))
        #expect(cache.hits == 1)
        // A display name is not in the fingerprint: a changed one is captured again.
        second.name = "B"
        let renamed = try #require(cache.capture(second))
        #expect(renamed.tree.nodes[0].displayName == "B")
        #expect(renamed.tree == second.captureTree())
        #expect(cache.hits == 1 && cache.misses == 3)
    }

    private func check(_ app: any AtlasApp, depth: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let replay = TransitionReplay(app, depth: depth, sourceLocation: sourceLocation)
        let root = replay.root
        let cache = CaptureCache()
        var disagreements: [String] = []
        _ = replay.run(sourceLocation: sourceLocation) { transition in
            let what = transition.map { "after \($0.action) from state \($0.from)" } ?? "at the start"
            guard let cached = cache.capture(root), let fresh = root.captureTreeWithCoordinators() else {
                return disagreements.append("no capture \(what)")
            }
            if cached.tree != fresh.tree { disagreements.append("the trees differ \(what)") }
            if cached.coordinators.identities != fresh.coordinators.identities { disagreements.append("the coordinators differ \(what)") }
            if cached.coordinators.stamps != fresh.coordinators.stamps { disagreements.append("the stamps differ \(what)") }
            if cached.coordinators.fingerprint != fresh.coordinators.fingerprint { disagreements.append("the fingerprints differ \(what)") }
            if cache.visibleChain() != fresh.tree.visibleChain { disagreements.append("the visible chains differ \(what)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))", sourceLocation: sourceLocation)
        // Most transitions reach a state captured before.
        #expect(cache.hits > cache.misses, "\(cache.hits) hits, \(cache.misses) misses", sourceLocation: sourceLocation)
    }
}

import FlowBigApp
import FlowCore
import FlowScenarios
import Foundation
import Testing

/// The big synthetic app (`FlowBigApp`): its size, its deep links, and its generated scenarios.
@Suite("The big synthetic app")
struct BigAppTests {
    let app = BigScenarioApp()

    @Test("20 tabs of 25 screens and 10 coordinators: 202 coordinators after sign-in, 504 routes")
    func size() throws {
        let root = app.makeRoot()
        #expect(root.navigate(to: BigAppRoute.main))
        let tree = root.captureTree()
        #expect(tree.nodes.count == 202)
        let tabs = try #require(tree.nodes.first { $0.kind == .tabs })
        #expect(tabs.children.count == 20)
        // Per tab: the sheet, the settings, and the confirmation registered inside the sheet.
        #expect(tree.nodes.filter { $0.relation == .registeredModal }.count == 60)
        #expect(Set(tree.nodes.map(\.routeType)).count == 21)
        #expect(app.declaredRoutes.count == 504)
        #expect(Set(app.declaredRoutes).count == 504)
        // Discovery (from the trees) finds every route but the detour's, which only the tabs can present.
        #expect(Set(RouteDiscovery.routes(of: app)) == Set(app.declaredRoutes.filter { !($0.base is PromoRoute) }))
    }

    @Test("every route has a URL that opens it from the tabs, and the promo detour presents")
    func deepLinks() throws {
        for route in app.declaredRoutes {
            let url = try #require(BigScenarioApp.url(for: route))
            #expect(app.route(forURL: url) == route)
            guard !(route.base is BigAppRoute) else { continue }
            let root = app.makeRoot()
            #expect(root.navigate(to: BigAppRoute.main))
            if route.base is PromoRoute { #expect(app.presentDetour(named: "promo", root: root)) }
            #expect(app.open(url: url, from: root.visibleCoordinator, root: root), "\(url)")
            #expect(root.visibleCoordinator.captureTree().root.currentRoute == RouteValue(route), "\(url)")
        }
    }

    @Test("generated scenarios parse, run with every expectation met, and give 5 snapshots each")
    func scenarios() throws {
        let parser = ScenarioParser(apps: [app])
        let runner = ScenarioRunner(app: app)
        var snapshots = Set<String>()
        for (file, text) in BigAppScenarios.files(count: 24) {
            let scenario = try parser.parse(text, file: file)
            let run = runner.run(scenario)
            #expect(run.passed, "\(run.failures)")
            #expect(run.snapshots.map(\.checkpoint) == ["step1", "step2", "step3", "step4", "step5"])
            snapshots.formUnion(run.snapshots.map(\.text))
        }
        #expect(snapshots.count > 100, "the checkpoints reach different states")
        #expect(BigAppScenarios.files(count: 3).map(\.text) == BigAppScenarios.files(count: 3).map(\.text))
    }

    @Test("a long generated scenario parses into as many steps as asked")
    func longScenario() throws {
        let scenario = try ScenarioParser(apps: [app]).parse(BigAppScenarios.long(steps: 3_000), file: "long.yaml")
        #expect(scenario.steps.count == 3_000)
        #expect(scenario.checkpoints.count == 2)
    }
}

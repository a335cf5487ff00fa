import FlowCore
import FlowDemo
import Foundation
import Testing

/// Deep-link debugging: `trace(to:dryRun:)` records every decision; a dry run changes nothing.
@Suite("Navigation traces")
struct TraceTests {
    /// The demo on Rainbow's purple screen (pushed on Red).
    static func onRainbowPurple() throws -> DemoTabs {
        let demo = try DemoTabs()
        try #require(demo.fromVisible(RainbowRoute.purple))
        demo.recorder.reset()
        return demo
    }

    static func json(_ tree: NavigationTree) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(tree)
    }

    @Test("a dry run leaves the tree byte-identical, emits nothing, and resolves exactly as the real run")
    func dryRunEqualsRealRun() throws {
        let demo = try Self.onRainbowPurple()
        let before = try Self.json(demo.app.captureTree())
        let dry = demo.app.visibleCoordinator.trace(to: OceanRoute.abyss, dryRun: true)
        #expect(try Self.json(demo.app.captureTree()) == before)
        #expect(demo.recorder.events.isEmpty && demo.recorder.errors.isEmpty)
        #expect(dry.dryRun && dry.after == dry.before)
        let real = demo.app.visibleCoordinator.trace(to: OceanRoute.abyss, dryRun: false)
        #expect(real.resolution == dry.resolution)
        #expect(real.before == dry.before)
        #expect(real.after == demo.app.captureTree() && real.after != real.before)
        #expect(demo.recorder.events.map(\.kind) == real.resolution.steps.map(\.kind))
    }

    @Test("the trace of OceanRoute.abyss from Rainbow's purple screen names every coordinator on the way with its answer")
    func abyssPath() throws {
        let demo = try Self.onRainbowPurple()
        let trace = demo.app.visibleCoordinator.trace(to: OceanRoute.abyss, dryRun: true)
        let resolution = trace.resolution
        let names = { (id: Int) in trace.before.nodes[id].typeName }
        #expect(names(resolution.entry) == "RainbowCoordinator")
        #expect(
            resolution.moves.map { "\(names($0.from))->\(names($0.to)) \($0.rule.rawValue)" } == [
                "RainbowCoordinator->RedCoordinator bubbling", "RedCoordinator->MainTabCoordinator bubbling",
                "MainTabCoordinator->BlueCoordinator tabChoice", "BlueCoordinator->DeepBlueCoordinator childDelegation",
                "DeepBlueCoordinator->Level3ModalCoordinator registeredModal",
                "Level3ModalCoordinator->NestedModalCoordinator registeredModal",
                "NestedModalCoordinator->OceanCoordinator childDelegation",
            ])
        #expect(resolution.handler.map(names) == "OceanCoordinator")
        #expect(resolution.error == nil)
        let reasons = resolution.decisions.map(\.reason)
        #expect(reasons.contains("RainbowCoordinator cannot handle OceanRoute.abyss"))
        #expect(reasons.contains("tab 2 (BlueCoordinator) can navigate to OceanRoute.abyss"))
        #expect(reasons.contains("DeepBlueCoordinator builds path [level2, level3]"))
        #expect(reasons.contains("OceanCoordinator builds path [shallow, deep, abyss]"))
        // Every coordinator that the resolution passed through appears in a decision.
        let decided = Set(resolution.decisions.compactMap(\.node))
        for move in resolution.moves { #expect(decided.contains(move.to), "\(names(move.to)) has no decision") }
    }

    @Test("the trace of an unhandled route names where it started, every coordinator that declined, and the error")
    func unhandled() throws {
        let demo = try Self.onRainbowPurple()
        let before = demo.app.captureTree()
        let trace = demo.app.visibleCoordinator.trace(to: UnhandledRoute.invalidRoute, dryRun: false)
        #expect(demo.app.captureTree() == before)
        #expect(trace.resolution.error?.kind == .navigationFailed)
        #expect(trace.resolution.error?.coordinator == "RainbowCoordinator")
        #expect(trace.resolution.steps.isEmpty && trace.resolution.handler == nil)
        #expect(demo.recorder.errors.map(\.kind) == [.navigationFailed])
        let declined = Set(trace.resolution.decisions.filter { !$0.answer }.map(\.coordinator))
        let everyCoordinator = Set(before.nodes.map(\.typeName)).subtracting(["LoginCoordinator"])
        #expect(everyCoordinator.isSubset(of: declined), "not declining: \(everyCoordinator.subtracting(declined))")
        #expect(trace.resolution.decisions.last?.rule == .failure)
    }

    @Test("tracing costs no extra canHandle question: counts equal those of a plain navigate")
    func sameQuestions() throws {
        let traced = try Self.onRainbowPurple()
        let plain = try Self.onRainbowPurple()
        func total(_ demo: DemoTabs) -> Int {
            func walk(_ node: any AnyCoordinator) -> Int {
                node.canHandleCallCount + (node.children + node.modalCoordinators).map(walk).reduce(0, +)
            }
            return walk(demo.app)
        }
        let tracedBefore = total(traced)
        let plainBefore = total(plain)
        _ = traced.app.visibleCoordinator.trace(to: OceanRoute.abyss, dryRun: false)
        _ = plain.app.visibleCoordinator.navigate(to: OceanRoute.abyss)
        #expect(total(traced) - tracedBefore == total(plain) - plainBefore)
        #expect(traced.app.captureTree() == plain.app.captureTree())
    }
}

import FlowBindings
import FlowCore
import FlowText
import Foundation

/// The engine-speed shapes of issue 13, each timed in release and printed against its target,
/// with the `canHandle` calls each navigation makes and the reference design's figure (measured
/// side by side on this machine type when the issue was filed) for comparison.
enum EngineBenchmarks {
    /// One line of the targets table.
    struct Row {
        var shape: String
        var measurement: Measurement
        var canHandle: String
        /// The target in seconds per operation, if the issue sets one.
        var target: Double?
        /// The reference design's median in seconds per operation, as reported in issue 13.
        var reference: Double?
    }

    /// Runs every shape, prints the tables and returns whether every target was met.
    static func run(into report: inout Report) -> Bool {
        var rows = [demoRoundTrip()]
        let chains = chainRows()
        rows += chains.rows
        rows += tabTreeRows()
        rows.append(pushPop())
        table(rows, into: &report)
        return verdict(rows, chainMedians: chains.medians, into: &report)
    }

    /// The demo-like tree: a leaf-to-leaf round trip, per navigate.
    static func demoRoundTrip() -> Row {
        let demo = BenchShape.demoLike()
        return roundTrip(
            demo, name: "demo-like tree (\(demo.count) coordinators), leaf-to-leaf round trip, per navigate",
            batch: 50, repetitions: 400, target: 7e-6, reference: 23e-6)
    }

    /// Chains: root → leaf, and leaf → the root's root route; with each depth's medians.
    static func chainRows() -> (rows: [Row], medians: [Int: (down: Double, up: Double)]) {
        var rows: [Row] = []
        var chainMedians: [Int: (down: Double, up: Double)] = [:]
        let chainReference: [Int: (Double, Double)] = [10: (35e-6, 32e-6), 40: (220e-6, 125e-6), 100: (0.97e-3, 0.30e-3)]
        for depth in [10, 40, 100] {
            let (down, up, calls) = chain(depth: depth)
            chainMedians[depth] = (down.median, up.median)
            let reference = chainReference[depth]!
            rows.append(
                Row(
                    shape: "chain d=\(depth), root → leaf", measurement: down, canHandle: "\(calls.down)",
                    target: depth == 100 ? 0.3e-3 : nil, reference: reference.0))
            rows.append(
                Row(
                    shape: "chain d=\(depth), leaf → root's root", measurement: up, canHandle: "\(calls.up)",
                    target: depth == 100 ? 0.1e-3 : nil, reference: reference.1))
        }
        return (rows, chainMedians)
    }

    /// Tab trees: far-leaf round trips and failing navigations from the visible leaf.
    static func tabTreeRows() -> [Row] {
        var rows: [Row] = []
        for (tabs, length, references) in [(10, 10, (73e-6, 19.5e-6)), (25, 40, (0.49e-3, 0.13e-3))] {
            let shape = BenchShape.tabTree(tabs: tabs, length: length)
            let big = shape.count > 1_000
            rows.append(
                roundTrip(
                    shape, name: "\(tabs) tabs × \(length) (\(shape.count) coordinators), far-leaf round trip, per navigate",
                    batch: big ? 2 : 10, repetitions: big ? 300 : 400, target: nil, reference: references.0))
            rows.append(
                failing(
                    shape, name: "\(tabs) tabs × \(length) (\(shape.count) coordinators), failing navigate",
                    batch: big ? 5 : 20, repetitions: 400, target: big ? 40e-6 : nil, reference: references.1))
        }
        return rows
    }

    /// The targets table.
    static func table(_ rows: [Row], into report: inout Report) {
        report.table(
            ["shape", "FlowCore (median, spread)", "canHandle calls", "target", "met?", "reference design", "reference / FlowCore"],
            rows.map { row in
                let met = row.target.map { row.measurement.median <= $0 ? "yes" : "NO" } ?? "-"
                return [
                    row.shape, row.measurement.summary, row.canHandle, row.target.map { "≤ " + Measurement.format($0) } ?? "-", met,
                    row.reference.map(Measurement.format) ?? "-",
                    row.reference.map { String(format: "%.1f×", $0 / row.measurement.median) } ?? "-",
                ]
            })
    }

    /// Prints how chains scale and whether every target was met, and returns it.
    static func verdict(_ rows: [Row], chainMedians: [Int: (down: Double, up: Double)], into report: inout Report) -> Bool {
        let downRatio = chainMedians[100]!.down / chainMedians[10]!.down
        let upRatio = chainMedians[100]!.up / chainMedians[10]!.up
        report.emit("")
        report.emit(
            String(
                format: "Chain d=100 / d=10: root → leaf %.1f, leaf → root %.1f (target ≤ 12, linear is 10: %@)",
                downRatio, upRatio, max(downRatio, upRatio) <= 12 ? "met" : "MISSED"))
        let allMet = rows.allSatisfy { row in row.target.map { row.measurement.median <= $0 } ?? true } && max(downRatio, upRatio) <= 12
        report.emit("Every engine target: \(allMet ? "met" : "MISSED")")
        return allMet
    }

    /// `batch` round trips per sample between the shape's two leaves, reported per navigate.
    static func roundTrip(_ shape: BenchShape, name: String, batch: Int, repetitions: Int, target: Double?, reference: Double?) -> Row {
        precondition(shape.root.navigate(to: shape.near))
        let root = shape.root
        let measurement = Harness.measure(name, warmup: 20, repetitions: repetitions) {
            for _ in 0..<batch {
                precondition(root.visibleCoordinator.navigate(to: shape.far))
                precondition(root.visibleCoordinator.navigate(to: shape.near))
            }
        }.scaled(by: 1 / Double(2 * batch))
        let before = shape.canHandleCalls
        precondition(root.visibleCoordinator.navigate(to: shape.far))
        let there = shape.canHandleCalls - before
        precondition(root.visibleCoordinator.navigate(to: shape.near))
        let back = shape.canHandleCalls - before - there
        return Row(
            shape: name, measurement: measurement, canHandle: "\(there) there, \(back) back (of \(shape.count))",
            target: target, reference: reference)
    }

    /// A navigation nobody can take, started at the visible leaf: every coordinator is asked once, nothing changes.
    static func failing(_ shape: BenchShape, name: String, batch: Int, repetitions: Int, target: Double?, reference: Double?) -> Row {
        let root = shape.root
        precondition(root.visibleCoordinator.navigate(to: shape.near))
        let nowhere = BenchRoute(id: Int.max)
        let measurement = Harness.measure(name, warmup: 20, repetitions: repetitions) {
            for _ in 0..<batch { precondition(!root.visibleCoordinator.navigate(to: nowhere)) }
        }.scaled(by: 1 / Double(batch))
        let before = shape.canHandleCalls
        precondition(!root.visibleCoordinator.navigate(to: nowhere))
        return Row(
            shape: name, measurement: measurement, canHandle: "\(shape.canHandleCalls - before) (of \(shape.count))",
            target: target, reference: reference)
    }

    /// A chain of depth `depth`: the root navigates to the leaf's route, then the leaf to the
    /// root's root route; each direction timed on its own.
    static func chain(depth: Int) -> (down: Measurement, up: Measurement, calls: (down: Int, up: Int)) {
        let chain = SyntheticChain(depth: depth)
        let leafRoute = BenchRoute(id: depth)
        let rootRoute = chain.root.router.state.root
        let clock = ContinuousClock()
        var downs: [Double] = []
        var ups: [Double] = []
        let repetitions = depth >= 100 ? 400 : 2_000
        for index in 0..<(repetitions + 20) {
            let start = clock.now
            precondition(chain.root.navigate(to: leafRoute))
            let middle = clock.now
            precondition(chain.leaf.navigate(to: rootRoute))
            let end = clock.now
            if index >= 20 {
                downs.append(seconds(middle - start))
                ups.append(seconds(end - middle))
            }
        }
        let before = chain.canHandleCalls
        precondition(chain.root.navigate(to: leafRoute))
        let down = chain.canHandleCalls - before
        precondition(chain.leaf.navigate(to: rootRoute))
        let up = chain.canHandleCalls - before - down
        return (
            Measurement(name: "chain \(depth) down", samples: downs.sorted()), Measurement(name: "chain \(depth) up", samples: ups.sorted()),
            (down, up)
        )
    }

    /// A push of a route the coordinator handles, then `pop()`, 1,000 times per sample; per operation.
    static func pushPop() -> Row {
        let coordinator = BenchCoordinator(id: 1)
        let route = BenchRoute(id: 1)
        let batch = 1_000
        let measurement = Harness.measure("push + pop", warmup: 5, repetitions: 300) {
            for _ in 0..<batch {
                coordinator.navigate(to: route)
                coordinator.pop()
            }
        }.scaled(by: 1 / Double(2 * batch))
        precondition(coordinator.router.state.stack.isEmpty)
        let before = coordinator.canHandleCallCount
        coordinator.navigate(to: route)
        coordinator.pop()
        return Row(
            shape: "push + pop on one coordinator, per operation", measurement: measurement,
            canHandle: "\(coordinator.canHandleCallCount - before) per push", target: 0.25e-6, reference: 1.5e-6)  // issue 25 (issue 13: 500 ns)
    }

    /// Runs one shape `count` times, untimed, for a profiler.
    static func profile(_ shape: String, count: Int) {
        switch shape {
        case "chain":
            let chain = SyntheticChain(depth: 100)
            let rootRoute = chain.root.router.state.root
            for _ in 0..<count {
                precondition(chain.root.navigate(to: BenchRoute(id: 100)))
                precondition(chain.leaf.navigate(to: rootRoute))
            }
        case "snapshot1k", "snapshot10k":
            // The "Capture and text snapshot" section's work, untimed: a capture and its text.
            let tree = SyntheticTree(size: shape == "snapshot1k" ? 1_000 : 10_000)
            _ = tree.root.navigate(to: BenchRoute(id: tree.deepestLast))
            for _ in 0..<count { precondition(!TreeSnapshot.render(tree.root.captureTree()).isEmpty) }
        case "fail", "fail101":
            let tree = shape == "fail" ? BenchShape.tabTree(tabs: 25, length: 40) : BenchShape.tabTree(tabs: 10, length: 10)
            precondition(tree.root.navigate(to: tree.near))
            let visible = tree.root.visibleCoordinator
            for _ in 0..<count { precondition(!visible.navigate(to: BenchRoute(id: Int.max))) }
        case "pushpop":
            let coordinator = BenchCoordinator(id: 1)
            for _ in 0..<count {
                coordinator.navigate(to: BenchRoute(id: 1))
                coordinator.pop()
            }
        case "gesture":
            let coordinator = BindingsBenchmarks.StackCoordinator()
            let stack = NavigationBindings(root: coordinator).stack(of: coordinator)!
            for _ in 0..<count {
                for id in 1...50 { coordinator.navigate(to: BenchRoute(id: id)) }
                for _ in 0..<50 { stack.path.removeLast() }
            }
        case "bindings":
            let demo = BenchShape.demoLike()
            let bindings = NavigationBindings(root: demo.root)
            let models = BindingsBenchmarks.materialize(bindings, demo.root)
            precondition(demo.root.navigate(to: demo.near))
            for _ in 0..<count {
                precondition(demo.root.visibleCoordinator.navigate(to: demo.far))
                precondition(demo.root.visibleCoordinator.navigate(to: demo.near))
            }
            withExtendedLifetime(models) {}
        default:
            let demo = BenchShape.demoLike()
            precondition(demo.root.navigate(to: demo.near))
            for _ in 0..<count {
                precondition(demo.root.visibleCoordinator.navigate(to: demo.far))
                precondition(demo.root.visibleCoordinator.navigate(to: demo.near))
            }
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}

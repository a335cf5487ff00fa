import FlowBindings
import FlowCore
import Foundation
import Observation

/// What the bindings of issue 21 cost, measured side by side with the bare engine in one run:
/// keeping the models current on the demo round trip, a gesture against a programmatic pop,
/// and the bytes of a model.
enum BindingsBenchmarks {
    /// Runs the three measurements, prints them against their targets, returns whether all were met.
    static func run(into report: inout Report) -> Bool {
        let roundTrip = demoRoundTrip()
        let gesture = gestureAgainstPop()
        let size = bytesPerModel()
        let overhead = roundTrip.bound.median - roundTrip.bare.median
        let observedOverhead = roundTrip.observed.median - roundTrip.bare.median
        let ratio = gesture.gesture.median / gesture.pop.median
        let overheadMet = overhead <= 1e-6
        let ratioMet = ratio <= 2
        report.table(
            ["measure", "measured (median, spread)", "target", "met?"],
            [
                ["demo-like round trip, bare engine, per navigate", roundTrip.bare.summary, "-", "-"],
                ["the same with every model of the tree bound and held, per navigate", roundTrip.bound.summary, "-", "-"],
                ["keeping the bindings current (difference of the medians)", Measurement.format(overhead), "≤ 1.00 µs", overheadMet ? "yes" : "NO"],
                ["the same tree with a view observing the visible models, per navigate (its re-reads included)", roundTrip.observed.summary, "-", "-"],
                ["the bindings plus that view (difference of the medians)", Measurement.format(observedOverhead), "-", "-"],
                ["programmatic pop() on a bound, shown stack of 50 (path read before each), per pop", gesture.pop.summary, "-", "-"],
                ["the user's back button (path = path.dropLast()), per gesture", gesture.gesture.summary, "-", "-"],
                ["gesture / programmatic pop", String(format: "%.2f×", ratio), "≤ 2×", ratioMet ? "yes" : "NO"],
                ["programmatic pop() without bindings, for reference", gesture.barePop.summary, "-", "-"],
                [
                    "bytes per model (\(size.models) models of \(size.coordinators) coordinators: stacks, presentations, tab bar)",
                    String(format: "%.0f B", size.bytesPerModel), "-", "-",
                ],
            ])
        let allMet = overheadMet && ratioMet
        report.emit("Every bindings target: \(allMet ? "met" : "MISSED")")
        return allMet
    }

    /// Every model of the tree at `root`, created and held.
    static func materialize(_ bindings: NavigationBindings, _ root: any AnyCoordinator) -> [AnyObject] {
        var models: [AnyObject] = []
        for coordinator in SyntheticTree.walk(root) {
            if let stack = bindings.stack(of: coordinator) { models.append(stack) }
            models.append(bindings.presentation(of: coordinator))
            if let tabs = bindings.tabs(of: coordinator) { models.append(tabs) }
            if let flow = bindings.flow(of: coordinator) { models.append(flow) }
        }
        return models
    }

    /// The demo-like leaf-to-leaf round trip on three identical trees: bare; bound, every model
    /// held; and bound with a stand-in view layer observing what is on screen (the models of the
    /// visible chain, read again under `withObservationTracking` after each change it heard of,
    /// as SwiftUI re-renders). Sampled alternately so all three see the same machine.
    static func demoRoundTrip() -> (bare: Measurement, bound: Measurement, observed: Measurement) {
        let bare = BenchShape.demoLike()
        let bound = BenchShape.demoLike()
        let watched = BenchShape.demoLike()
        let bindings = NavigationBindings(root: bound.root)
        let models = materialize(bindings, bound.root)
        let watchedBindings = NavigationBindings(root: watched.root)
        let watchedModels = materialize(watchedBindings, watched.root)
        let view = VisibleModelsView(bindings: watchedBindings, root: watched.root)
        let batch = 50
        var samples: [[Double]] = [[], [], []]
        let clock = ContinuousClock()
        for shape in [bare, bound, watched] { precondition(shape.root.navigate(to: shape.near)) }
        view.renderIfNeeded()
        for index in 0..<420 {
            for (kind, shape) in [bare, bound, watched].enumerated() {
                let root = shape.root
                let observes = kind == 2
                let elapsed = clock.measure {
                    for _ in 0..<batch {
                        precondition(root.visibleCoordinator.navigate(to: shape.far))
                        if observes { view.renderIfNeeded() }
                        precondition(root.visibleCoordinator.navigate(to: shape.near))
                        if observes { view.renderIfNeeded() }
                    }
                }
                guard index >= 20 else { continue }
                samples[kind].append(EngineBenchmarks.seconds(elapsed) / Double(2 * batch))
            }
        }
        withExtendedLifetime((models, watchedModels)) {}
        return (
            Measurement(name: "bare", samples: samples[0].sorted()), Measurement(name: "bound", samples: samples[1].sorted()),
            Measurement(name: "observed", samples: samples[2].sorted())
        )
    }

    /// A stand-in for a view layer: it reads the models of the visible chain (the tab bar, each
    /// shown stack, each presentation) under observation tracking, and reads them again only
    /// after a change it observed, as SwiftUI re-renders a body whose inputs changed.
    final class VisibleModelsView: @unchecked Sendable {  // one thread: the benchmark's
        let bindings: NavigationBindings
        let root: any AnyCoordinator
        var needsRender = true
        var renders = 0

        init(bindings: NavigationBindings, root: any AnyCoordinator) {
            self.bindings = bindings
            self.root = root
        }

        func renderIfNeeded() {
            guard needsRender else { return }
            needsRender = false
            renders += 1
            withObservationTracking {
                for coordinator in root.visibleChain {
                    if let tabs = bindings.tabs(of: coordinator) { _ = tabs.selectedTab }
                    if let stack = bindings.stack(of: coordinator) { _ = (stack.root, stack.path.count) }
                    let presentation = bindings.presentation(of: coordinator)
                    _ = (presentation.sheet?.id, presentation.cover?.id, presentation.detour?.id, presentation.selectedDetent)
                }
            } onChange: { [weak self] in
                self?.needsRender = true
            }
        }
    }

    /// A coordinator that pushes every bench route.
    final class StackCoordinator: Coordinator<BenchRoute> {
        init() { super.init(router: Router(initial: BenchRoute(id: 0))) }
        override func canHandle(_ route: BenchRoute) -> Bool { true }
    }

    /// 50 pops per sample on a stack of 50 (pushed untimed before each sample): the program's
    /// `pop()` and the user's back button through the bound stack, alternately, each after the
    /// path was read as a view shows it; and `pop()` on an unbound stack.
    static func gestureAgainstPop() -> (pop: Measurement, gesture: Measurement, barePop: Measurement) {
        let depth = 50
        let routes = (1...depth).map { BenchRoute(id: $0) }
        let bound = StackCoordinator()
        let bindings = NavigationBindings(root: bound)
        let stack = bindings.stack(of: bound)!
        let presentation = bindings.presentation(of: bound)
        let unbound = StackCoordinator()
        let clock = ContinuousClock()
        var pops: [Double] = []
        var gestures: [Double] = []
        var barePops: [Double] = []
        for index in 0..<320 {
            for coordinator in [bound, unbound] { for route in routes { coordinator.navigate(to: route) } }
            // A view shows the stack in both loops: it reads the path before each change (the
            // gesture's write reads it too), so the model is observed and kept current eagerly.
            let pop = clock.measure {
                for _ in 0..<depth {
                    _ = stack.path.count
                    bound.pop()
                }
            }
            for route in routes { bound.navigate(to: route) }
            let gesture = clock.measure { for _ in 0..<depth { stack.path.removeLast() } }
            let barePop = clock.measure { for _ in 0..<depth { unbound.pop() } }
            precondition(stack.path.isEmpty && unbound.router.state.stack.isEmpty)
            guard index >= 20 else { continue }
            pops.append(EngineBenchmarks.seconds(pop) / Double(depth))
            gestures.append(EngineBenchmarks.seconds(gesture) / Double(depth))
            barePops.append(EngineBenchmarks.seconds(barePop) / Double(depth))
        }
        withExtendedLifetime(presentation) {}
        return (
            Measurement(name: "pop", samples: pops.sorted()), Measurement(name: "gesture", samples: gestures.sorted()),
            Measurement(name: "bare pop", samples: barePops.sorted())
        )
    }

    /// The memory the models of twenty 25 × 40 tab trees (1,001 coordinators each) take, per
    /// model: the growth of the resident size while they are created and held (the trees are
    /// built first), so everything a model holds is counted (its arrays, the bindings' records).
    static func bytesPerModel() -> (bytesPerModel: Double, models: Int, coordinators: Int) {
        let shapes = (0..<20).map { _ in BenchShape.tabTree(tabs: 25, length: 40) }
        for shape in shapes { precondition(shape.root.navigate(to: shape.near)) }
        var held: [AnyObject] = []
        let before = Memory.statusKiB("VmRSS")
        for shape in shapes {
            let bindings = NavigationBindings(root: shape.root)
            held += materialize(bindings, shape.root)
        }
        let after = Memory.statusKiB("VmRSS")
        let bytes = Double(max(0, after - before) * 1024) / Double(held.count)
        withExtendedLifetime(held) {}
        return (bytes, held.count, shapes.count * shapes[0].count)
    }
}

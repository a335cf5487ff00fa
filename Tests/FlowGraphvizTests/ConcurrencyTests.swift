import Atomics
import FlowAtlasTestSupport
import FlowDiagrams
import FlowGraph
import FlowGraphviz
import Foundation
import Testing

/// Graphviz is not thread-safe; the renderer serialises it behind one lock. Many renders at
/// once must neither crash nor differ from the serial rendering of the same graph.
@Suite("Concurrent rendering")
struct ConcurrencyTests {
    /// One render job: a graph and how to render it.
    enum Job: Sendable, CustomStringConvertible {
        case svg(Graph), fromDOT(String)

        func run() throws(GraphvizError) -> Data {
            switch self {
            case let .svg(graph): try GraphvizRenderer.render(graph, format: .svg)
            case let .fromDOT(text): try GraphvizRenderer.renderDOT(text)
            }
        }

        var description: String {
            switch self {
            case let .svg(graph): "svg \(graph.name)"
            case .fromDOT: "renderDOT"
            }
        }
    }

    /// A mix of graphs and formats, with the serial rendering of each.
    static func jobsWithSerialOutput() throws -> [(job: Job, expected: Data)] {
        let main = HierarchyGraph.build(Fixtures.mainFlowTree(), title: "Main")
        let abyss = HierarchyGraph.build(try Fixtures.tree(scenario: "ocean-abyss", checkpoint: "abyss"))
        let transitions = TransitionGraph.build(events: Fixtures.events(of: try Fixtures.allScenarios()))
        // SVG only: the `dot` and `plain` formats are not deterministic even serially (see DeterminismTests).
        let jobs: [Job] = [
            .svg(main), .svg(abyss), .svg(transitions), .fromDOT(DOTEmitter.dot(abyss)),
            .svg(main), .fromDOT(DOTEmitter.dot(transitions)), .fromDOT(DOTEmitter.dot(main)), .svg(abyss),
        ]
        return try jobs.map { ($0, try $0.run()) }
    }

    @Test("8 concurrent tasks, several rounds: no crash, every output identical to the serial one")
    func taskGroupRounds() async throws {
        let jobs = try Self.jobsWithSerialOutput()
        #expect(jobs.count == 8)
        for round in 0..<6 {
            let results = await withTaskGroup(of: (Int, Result<Data, GraphvizError>).self) { group in
                for slot in jobs.indices {
                    // Rotate so each round overlaps different jobs.
                    let index = (slot + round) % jobs.count
                    let job = jobs[index].job
                    group.addTask { (index, Result(catching: { () throws(GraphvizError) -> Data in try job.run() })) }
                }
                var collected: [(Int, Result<Data, GraphvizError>)] = []
                for await result in group { collected.append(result) }
                return collected
            }
            #expect(results.count == 8)
            for (index, result) in results {
                switch result {
                case let .success(data): #expect(data == jobs[index].expected, "round \(round), \(jobs[index].job) differs from serial")
                case let .failure(error): Issue.record("round \(round), \(jobs[index].job): \(error)")
                }
            }
        }
    }

    @Test("8 OS threads released together, 10 renders each: identical to serial")
    func threadsAtOnce() async throws {
        let jobs = try Self.jobsWithSerialOutput()
        let tally = Tally()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            for thread in 0..<8 {
                let worker = Thread {
                    tally.started.wrappingIncrement(ordering: .sequentiallyConsistent)
                    // Wait until every thread runs, so the renders really overlap.
                    while tally.started.load(ordering: .sequentiallyConsistent) < 8 { sched_yield() }
                    for iteration in 0..<10 {
                        let (job, expected) = jobs[(thread + iteration) % jobs.count]
                        do {
                            if try job.run() != expected { tally.note("thread \(thread) #\(iteration) \(job) differs from serial") }
                        } catch {
                            tally.note("thread \(thread) #\(iteration) \(job): \(error)")
                        }
                    }
                    if tally.finished.wrappingIncrementThenLoad(ordering: .sequentiallyConsistent) == 8 { done.resume() }
                }
                worker.stackSize = 8 << 20
                worker.start()
            }
        }
        #expect(tally.problems == [])
    }

    @Test("Errors raised concurrently stay with their own render")
    func errorsDoNotLeak() async throws {
        let graph = HierarchyGraph.build(Fixtures.mainFlowTree())
        let expected = try GraphvizRenderer.render(graph)
        let outcomes = await withTaskGroup(of: (Bool, String).self) { group in
            for index in 0..<16 {
                group.addTask {
                    if index % 2 == 0 {
                        do { return (true, try GraphvizRenderer.render(graph) == expected ? "same" : "differs") } catch { return (true, "threw \(error)") }
                    }
                    do {
                        _ = try GraphvizRenderer.renderDOT("digraph { a -> }")
                        return (false, "accepted")
                    } catch { return (false, (error as? GraphvizError)?.message ?? "\(error)") }
                }
            }
            var all: [(Bool, String)] = []
            for await outcome in group { all.append(outcome) }
            return all
        }
        for (good, text) in outcomes {
            if good {
                #expect(text == "same")
            } else {
                #expect(text.contains("syntax error"), "bad DOT's message: \(text)")
                #expect(!text.contains("Layout type"), "another render's message leaked in: \(text)")
            }
        }
    }
}

/// Counters and findings shared by the threads of one test.
private final class Tally: @unchecked Sendable {
    let started = ManagedAtomic<Int>(0)
    let finished = ManagedAtomic<Int>(0)
    /// Invariant: `found` is read and written only with `lock` held.
    private let lock = NSLock()
    private var found: [String] = []

    func note(_ problem: String) { lock.withLock { found.append(problem) } }
    var problems: [String] { lock.withLock { found } }
}

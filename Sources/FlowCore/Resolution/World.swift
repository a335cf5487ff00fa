import Synchronization

/// The tree's navigation state as one plan sees it, kept on the nodes themselves.
///
/// A node the plan has not written is read live, with no copy and no conversion. The first
/// write gives the node a planned state (`NodeCore.shadow`, tagged with this world's token);
/// later reads and writes use it. Trying an alternative takes a mark; failing it rolls back
/// to the mark with an undo log (each node's planned state saved once per mark), so nothing
/// is copied per level of a deep tree. Nothing real changes until the plan is committed, and
/// `finish()` clears every planned state, so a discarded plan leaves no trace.
///
/// A world is reused by the next plan started at the same coordinator (its arrays keep their
/// capacity), so a navigation allocates nothing for its bookkeeping.
final class World {
    private static let tokens = Atomic<UInt64>(0)

    /// A token no plan, resolution or observer walk has used (never 0).
    static func newToken() -> UInt64 { tokens.wrappingAdd(1, ordering: .relaxed).newValue }

    /// The token tagging this world's planned states.
    @exclusivity(unchecked) private(set) var token: UInt64
    /// Nodes with a planned state, in first-write order (commits are deterministic).
    @exclusivity(unchecked) private(set) var touched: [NodeCore] = []
    /// The steps planned so far.
    @exclusivity(unchecked) private(set) var steps: [NavigationStep] = []
    /// Whether a plan is using this world.
    @exclusivity(unchecked) private(set) var inUse = true
    @exclusivity(unchecked) private var undo: [Undo] = []
    /// Changes at every mark and rollback: a node is saved for undoing once per serial.
    @exclusivity(unchecked) private var serial: UInt32 = 1

    /// A node's planned state before a write, for a node that had one before the latest mark
    /// (nodes first written after a mark are in `touched` past the mark: rolling back drops them).
    private struct Undo {
        let core: NodeCore
        let previous: NodeState
    }

    /// Where a plan can roll back to.
    struct Mark {
        fileprivate let undo: Int
        fileprivate let touched: Int
        fileprivate let steps: Int
    }

    init() { token = Self.newToken() }

    /// A world for a new plan started at `entry`: its spare one when free, else a new one.
    static func open(at entry: NodeCore) -> World {
        if let spare = entry.spareWorld {
            if !spare.inUse {
                spare.token = newToken()
                spare.serial = 1
                spare.inUse = true
                return spare
            }
            return World()
        }
        let world = World()
        entry.spareWorld = world
        return world
    }

    /// Changes `core`'s planned state with `body` (giving it one first, from the live state).
    @inline(__always)
    func modify<T>(_ core: NodeCore, _ body: (inout NodeState) -> T) -> T {
        if core.shadowToken != token {
            core.shadow = core.state
            core.shadowToken = token
            core.undoSerial = serial
            touched.append(core)
        } else if core.undoSerial != serial {
            undo.append(Undo(core: core, previous: core.shadow!))
            core.undoSerial = serial
        }
        return body(&core.shadow!)
    }

    /// Appends a step that is not a flow change (see `NavigationStep.record(in:)`).
    func append(_ step: consuming NavigationStep) {
        steps.append(consume step)
    }

    /// Appends a flow change.
    func appendFlowChange(_ step: consuming NavigationStep) {
        flowChanges += 1
        steps.append(consume step)
    }

    /// How many of `steps` are flow changes (only a plan's last step can be one).
    @exclusivity(unchecked) private var flowChanges = 0

    /// Whether the plan ends in a flow change.
    var endsInFlowChange: Bool { flowChanges > 0 }

    /// The root and route of the flow change the plan ends in, if it does. (Callers test
    /// `endsInFlowChange` first: most plans have none, and an optional tuple costs a generic
    /// destroy even when it is `nil`.)
    var lastFlowChange: (root: NodeCore, route: AnyRoute)? {
        guard flowChanges > 0, case let .changeFlow(root, route) = steps[steps.count - 1] else { return nil }
        return (root, route)
    }

    func mark() -> Mark {
        serial &+= 1
        return Mark(undo: undo.count, touched: touched.count, steps: steps.count)
    }

    /// Undoes every write and step since `mark`.
    func rollback(to mark: Mark) {
        while undo.count > mark.undo {
            let entry = undo.removeLast()
            entry.core.shadow = entry.previous
        }
        // Nodes first written since the mark had no planned state there: they read live again.
        while touched.count > mark.touched {
            let core = touched.removeLast()
            core.shadowToken = 0
            core.shadow = nil
        }
        while steps.count > mark.steps {
            if steps.removeLast().isFlowChange { flowChanges -= 1 }
        }
        serial &+= 1
    }

    /// Makes every planned state live (the commit), then finishes.
    func commitPlannedStates() {
        for core in touched where core.shadowToken == token {
            core.state = core.shadow.take()!
            core.shadowToken = 0  // (`finish` has nothing left to clear here)
        }
        finish()
    }

    /// Clears every planned state and frees the world for the next plan.
    func finish() {
        guard inUse else { return }
        // (Popped one by one: emptying an array while keeping its capacity is slower for a few.)
        while let core = touched.popLast() {
            guard core.shadowToken == token else { continue }
            core.shadowToken = 0
            core.shadow = nil
        }
        // (Not `while popLast() != nil`: each `nil` test destroys an optional step or undo entry
        // through a generic value witness; nor `removeAll(keepingCapacity:)`, slower for a few.)
        while !undo.isEmpty { undo.removeLast() }
        while !steps.isEmpty { steps.removeLast() }
        flowChanges = 0
        inUse = false
    }
}

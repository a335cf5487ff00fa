import FlowCore
import FlowInspectorProtocol

/// What one connection of an app sent, folded into steps: its tree at the start, then one
/// `LiveStep` per action, per event outside actions, and per checkpoint.
///
/// Contract:
/// - `receive(_:)` takes the app's messages in the order they came; the first `tree` is the start.
/// - A tree with sequence `s` is the app's tree after the newest steps, when they ended at event
///   `s` and have none yet; it is never attached to a step older than another step (it may show more).
/// - At most `limit` steps are kept; past it further steps are counted in `overflow`, and the
///   recording is incomplete, as it is when the app dropped messages (`dropped`).
struct LiveRecording: Sendable {
    /// The most steps kept.
    let limit: Int
    /// The app's tree when it connected.
    private(set) var start: NavigationTree?
    /// The steps, oldest first.
    private(set) var steps: [LiveStep] = []
    /// The newest tree the app sent.
    private(set) var latest: NavigationTree?
    /// Messages the app dropped (its queue was full), by its own count.
    private(set) var dropped = 0
    /// Steps past `limit`, not kept.
    private(set) var overflow = 0
    /// Sequence numbers that were skipped (events the app dropped).
    private(set) var gaps = 0
    private var lastSequence: UInt64?

    init(limit: Int = 2_000) { self.limit = limit }

    /// Whether every step since the start is here: nothing dropped, skipped or past the limit.
    var isComplete: Bool { dropped == 0 && gaps == 0 && overflow == 0 }

    /// Folds in the app's next message.
    mutating func receive(_ message: AppMessage) {
        switch message {
        case .hello, .reply: break
        case let .dropped(count): dropped += max(0, count)
        case let .tree(tree):
            latest = tree.tree
            if start == nil {
                start = tree.tree
                lastSequence = tree.sequence
                return
            }
            // Only the newest steps, those that ended at the tree's last event.
            for index in steps.indices.reversed() {
                guard steps[index].ended, steps[index].sequence == tree.sequence, steps[index].tree == nil else { break }
                steps[index].tree = tree.tree
            }
        case let .action(action):
            note(action.sequence, isEvent: false)
            closeOpenAction()
            append(LiveStep(kind: .action(action), sequence: action.sequence, ended: false))
        case let .actionEnd(end):
            guard let open = openIndex else { return }
            steps[open].ended = true
            steps[open].succeeded = end.succeeded
            steps[open].sequence = max(steps[open].sequence, end.sequence)
        case let .event(event):
            note(event.sequence, isEvent: true)
            if let open = openIndex {
                steps[open].events.append(event.event)
                steps[open].sequence = event.sequence
            } else {
                append(LiveStep(kind: .program(event.event), events: [event.event], sequence: event.sequence))
            }
        }
    }

    /// Adds a checkpoint after the last step (its tree is the last step's).
    mutating func checkpoint(_ name: String) {
        closeOpenAction()
        let before = steps.last
        append(LiveStep(kind: .checkpoint(name), sequence: before?.sequence ?? lastSequence ?? 0, tree: before.map(\.tree) ?? start))
    }

    /// The index of the action still waiting for its end.
    private var openIndex: Int? {
        guard let last = steps.indices.last, !steps[last].ended else { return nil }
        return last
    }

    /// An action whose end never came (the app dropped it) ends where the next step begins.
    private mutating func closeOpenAction() {
        if let open = openIndex { steps[open].ended = true }
    }

    private mutating func append(_ step: LiveStep) {
        guard steps.count < limit else {
            overflow += 1
            return
        }
        steps.append(step)
    }

    /// Counts skipped event numbers: an event must follow the last one seen; an action names the last one before it.
    private mutating func note(_ sequence: UInt64, isEvent: Bool) {
        defer { lastSequence = max(lastSequence ?? 0, sequence) }
        guard let last = lastSequence else { return }
        let expected = isEvent ? last + 1 : last
        if sequence > expected { gaps += Int(clamping: sequence - expected) }
    }
}

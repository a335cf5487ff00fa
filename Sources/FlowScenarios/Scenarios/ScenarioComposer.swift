import FlowAdapter
import FlowSnapshotStore
import Yams

/// Composes a YAML text into `ScenarioNode`s in one pass over libyaml's events, checking
/// `YAMLBudget` on each event first: the one way every scenario file, and every route given on a
/// command line, is read.
///
/// It composes what Yams's composer would, with the same meaning (anchors, aliases and tags
/// included; a quoted scalar is a string, a plain one is resolved by Yams's rules when read), and
/// refuses what Yams refuses (an undefined alias, a repeated key, a second document), without
/// Yams's per-node objects: a 100,000-step file needs a third of the memory.
struct ScenarioComposer {
    /// A list or mapping whose end has not been read yet.
    private struct OpenCollection {
        var isMapping: Bool
        var mark: YAMLEvent.Mark
        var anchor: String?
        /// Its nodes; for a mapping, keys and values in turn.
        var items: [ScenarioNode] = []
        /// A mapping's key texts so far: only a repeated text can be a repeated key.
        var keys: Set<String> = []
        var hasRepeatedKeyText = false
    }

    private var budget = YAMLBudget()
    private var open: [OpenCollection] = []
    /// Each anchored node by name, registered when the node ends (a later anchor of the same name replaces it).
    private var anchors: [String: ScenarioNode] = [:]
    private var root: ScenarioNode?
    private var documents = 0
    /// A repeated key, reported when the document ends: the budget, checked over the whole
    /// document, speaks first.
    private var repeatedKey: YAMLFailure?

    /// The root node of `text`'s only document, or `nil` when the text holds none (empty, or only comments).
    static func compose(_ text: String) throws(YAMLFailure) -> ScenarioNode? {
        var composer = ScenarioComposer()
        do {
            try YAMLEventParser.parse(text) { event throws(YAMLFailure) in try composer.read(event) }
        } catch {
            throw composer.reported(error)
        }
        return composer.root
    }

    /// `failure`, unless a repeated key came before it (a budget violation always speaks first).
    private func reported(_ failure: YAMLFailure) -> YAMLFailure {
        if case .overBudget = failure { return failure }
        return repeatedKey ?? failure
    }

    private mutating func read(_ event: YAMLEvent) throws(YAMLFailure) {
        if let violation = budget.check(event) { throw .overBudget(violation) }
        switch event.kind {
        case .streamStart, .streamEnd:
            break
        case .documentStart:
            documents += 1
            guard documents == 1 else { throw .secondDocument(at: event.mark) }
        case .documentEnd:
            if let repeatedKey { throw repeatedKey }
        case let .scalar(text, style, tag, anchor):
            let node = ScenarioNode.scalar(text, style: style, tag: ScenarioNode.ScalarTag(tag, text: text, style: style), mark: event.mark)
            if let anchor { anchors[anchor] = node }
            add(node)
        case let .alias(name):
            guard let node = anchors[name] else { throw .undefinedAlias(at: event.mark) }
            add(node)
        case let .sequenceStart(anchor):
            open.append(OpenCollection(isMapping: false, mark: event.mark, anchor: anchor))
        case let .mappingStart(anchor):
            open.append(OpenCollection(isMapping: true, mark: event.mark, anchor: anchor))
        case .sequenceEnd, .mappingEnd:
            close()
        }
    }

    /// Adds a finished node to the collection being read, or makes it the root.
    private mutating func add(_ node: ScenarioNode) {
        guard let last = open.indices.last else {
            root = node
            return
        }
        if open[last].isMapping, open[last].items.count % 2 == 0, let key = node.string, !open[last].keys.insert(key).inserted {
            open[last].hasRepeatedKeyText = true
        }
        open[last].items.append(node)
    }

    /// Ends the innermost collection: its node, its anchor, and any repeated key.
    private mutating func close() {
        guard let done = open.popLast() else { return }
        let node: ScenarioNode
        if done.isMapping {
            let pairs = stride(from: 0, to: done.items.count - 1, by: 2).map { (key: done.items[$0], value: done.items[$0 + 1]) }
            if done.hasRepeatedKeyText, repeatedKey == nil { repeatedKey = Self.repeatedKeys(in: pairs.map(\.key)) }
            node = .mapping(pairs, mark: done.mark)
        } else {
            node = .sequence(done.items, mark: done.mark)
        }
        if let anchor = done.anchor { anchors[anchor] = node }
        add(node)
    }

    /// The keys given more than once, as Yams finds them: equal text and equal resolved tag (so
    /// `1` and `"1"` differ), sorted by text, at the first occurrence of the first one.
    static func repeatedKeys(in keys: [ScenarioNode]) -> YAMLFailure? {
        var firstIndex: [Node.Scalar: Int] = [:]
        var counts: [Int: Int] = [:]
        for (index, key) in keys.enumerated() {
            guard let scalar = key.yamsScalar else { continue }
            let first = firstIndex[scalar] ?? index
            firstIndex[scalar] = first
            counts[first, default: 0] += 1
        }
        let repeated = counts.filter { $0.value > 1 }.keys.sorted { (keys[$0].string ?? "", $0) < (keys[$1].string ?? "", $1) }
        guard let first = repeated.first else { return nil }
        return .duplicatedKeys(repeated.map { keys[$0].string ?? "" }, at: keys[first].mark)
    }
}

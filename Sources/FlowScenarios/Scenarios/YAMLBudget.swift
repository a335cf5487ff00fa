/// Limits a YAML text must keep while it is composed, checked on each event before the composer
/// reads it (so a file that breaks them is refused before it costs anything):
///
/// - aliases may repeat at most `maxAliasNodes` nodes in all (each `*alias` counts the nodes of
///   what it names, aliases inside included), so anchors cannot expand exponentially
///   ("billion laughs");
/// - a mapping key is a scalar: no `*alias` and no list or mapping as a key (finding repeated keys
///   compares keys, and comparing expanded keys is where exponential time went);
/// - lists and mappings nest at most `maxDepth` levels.
///
/// Only the first document is checked; a second one is the composer's to refuse. An alias to no
/// anchor ends the checks too: the composer reports it.
struct YAMLBudget {
    /// The nodes all aliases of one file may repeat together.
    static let maxAliasNodes = 10_000
    /// The deepest nesting of lists and mappings.
    static let maxDepth = 64

    /// Where the text leaves the budget, and how.
    struct Violation: Error, Equatable {
        /// 1-based line.
        var line: Int
        /// 1-based column, in unicode scalars.
        var column: Int
        /// What was wrong and what was expected.
        var message: String
    }

    private struct Collection {
        var isMapping: Bool
        /// For a mapping: whether the next node is a key.
        var expectsKey = true
        var anchor: String?
        /// `nodes` before this collection started.
        var start: Int
    }

    /// Size of each anchored node, aliases inside expanded; registered when the node ends, as the
    /// composer registers it.
    private var anchors: [String: Int] = [:]
    private var open: [Collection] = []
    /// Nodes so far, aliases expanded.
    private var nodes = 0
    /// Nodes repeated by aliases so far.
    private var repeated = 0
    /// Whether checking has ended (after the first document, or at an undefined alias).
    private var isDone = false

    /// Where `event`, read after every event before it, leaves the budget; `nil` while it keeps it.
    mutating func check(_ event: YAMLEvent) -> Violation? {
        guard !isDone else { return nil }
        switch event.kind {
        case .scalar, .alias, .sequenceStart, .mappingStart:
            if let violation = checkKey(event) { return violation }
            return count(event)
        case .sequenceEnd, .mappingEnd:
            if let collection = open.popLast(), let anchor = collection.anchor { anchors[anchor] = nodes - collection.start }
        case .documentEnd, .streamEnd:
            isDone = true
        case .streamStart, .documentStart:
            break
        }
        return nil
    }

    /// A node that is a mapping's key must be a plain scalar.
    private mutating func checkKey(_ event: YAMLEvent) -> Violation? {
        guard let parent = open.indices.last, open[parent].isMapping else { return nil }
        defer { open[parent].expectsKey.toggle() }
        guard open[parent].expectsKey else { return nil }
        switch event.kind {
        case let .alias(name):
            return Violation(event, "alias '*\(ScenarioParser.shown(name))' used as a mapping key (expected a plain key such as name or navigate)")
        case .sequenceStart:
            return Violation(event, "a list used as a mapping key (expected a plain key such as name or navigate)")
        case .mappingStart:
            return Violation(event, "a mapping used as a mapping key (expected a plain key such as name or navigate)")
        default:
            return nil
        }
    }

    /// Counts the node `event` starts (all of it, for an alias), and opens a collection.
    private mutating func count(_ event: YAMLEvent) -> Violation? {
        switch event.kind {
        case let .scalar(_, _, _, anchor):
            nodes += 1
            if let anchor { anchors[anchor] = 1 }
        case let .alias(name):
            guard let size = anchors[name] else {
                isDone = true
                return nil
            }
            repeated += size
            nodes += size
            if repeated > Self.maxAliasNodes {
                return Violation(
                    event,
                    "alias '*\(ScenarioParser.shown(name))' repeats \(size) nodes, \(repeated) in all (expected aliases to repeat at most \(Self.maxAliasNodes) nodes in a file)"
                )
            }
        case let .sequenceStart(anchor), let .mappingStart(anchor):
            let isMapping = if case .mappingStart = event.kind { true } else { false }
            open.append(Collection(isMapping: isMapping, anchor: anchor, start: nodes))
            nodes += 1
            if open.count > Self.maxDepth {
                return Violation(event, "lists and mappings nested \(open.count) levels deep (expected at most \(Self.maxDepth) levels)")
            }
        default:
            break
        }
        return nil
    }
}

extension YAMLBudget.Violation {
    /// A violation where `event` starts.
    fileprivate init(_ event: YAMLEvent, _ message: String) {
        self.init(line: event.mark.line, column: event.mark.column, message: message)
    }
}

import FlowCore

/// What changed in an app's navigation between two explorations of it (`flowatlas diff OLD NEW`):
/// screens no longer or newly reachable, deep links that land elsewhere, shortest paths that
/// changed length, new and gone states with no way back, always-failing actions, invariant
/// violations and routes no URL produces, and the counts. Only what both explorations' bounds
/// cover is compared (`bounds` says how they differ, `comparedDepth` how deep that is).
///
/// States are matched across the versions by what a snapshot shows of them (`SnapshotKey`), never
/// by ids; screens by their routes. Built by `init(old:new:)`; deterministic: the same two
/// documents give the same diff, in the same order.
public struct ExplorationDiff: Sendable, Codable, Equatable {
    /// The format tag of the diff's JSON.
    public static let formatTag = "flowatlas diff v1"

    /// `formatTag`.
    public var format: String
    /// The app both explorations explored.
    public var app: String
    /// How the two explorations' bounds differ, one sentence each (empty when they are the same).
    public var bounds: [String]
    /// The deepest depth compared: what both explorations found whole (`Int.max`: both reached the fixpoint).
    public var comparedDepth: Int
    /// Screens (routes) OLD reaches and NEW does not, each with its shortest path in OLD.
    public var noLongerReachable: [Reach]
    /// Screens NEW reaches and OLD does not, each with its shortest path in NEW.
    public var newlyReachable: [Reach]
    /// Deep links that land elsewhere, now fail or now work, from the states both versions tried them in.
    public var links: [LinkChange]
    /// Screens both reach whose shortest path changed length, with both paths.
    public var changedPaths: [PathChange]
    /// States with no way back (by their shortest path in the version that has them).
    public var noWayBack: Listing
    /// Actions that fail in every state where they were tried (with how often, and why).
    public var alwaysFailing: Listing
    /// Invariant violations (each after its path in the version that has it).
    public var violations: Listing
    /// Declared routes no URL of the app produces.
    public var withoutURL: Listing
    /// States, transitions, reachable routes and states per depth, in both versions.
    public var counts: [Count]

    /// A screen and its shortest path from the start.
    public struct Reach: Sendable, Codable, Equatable {
        public var route: String
        public var path: [String]
    }

    /// A screen whose shortest path changed length.
    public struct PathChange: Sendable, Codable, Equatable {
        public var route: String
        public var old: [String]
        public var new: [String]
        /// Whether the path got longer.
        public var longer: Bool { new.count > old.count }
    }

    /// What appeared in NEW (`added`) and what is gone from it (`gone`), in each version's order.
    public struct Listing: Sendable, Codable, Equatable {
        public var added: [String]
        public var gone: [String]
        public var isEmpty: Bool { added.isEmpty && gone.isEmpty }
    }

    /// A count in both versions.
    public struct Count: Sendable, Codable, Equatable {
        public var name: String
        public var old: Int
        public var new: Int
    }

    /// One deep link's changed landings.
    public struct LinkChange: Sendable, Codable, Equatable {
        /// The link as paths name it (`link RedRoute.lightRed`, `open flowatlas-demo://ocean/abyss`).
        public var link: String
        /// Its landing from the start state, when that changed.
        public var fromStart: LandingChange?
        /// Each change (an old landing and a new one) with the states it happened from, the most first.
        public var changes: [LandingChange]
        /// How many states both versions tried the link in (the "of" in "from 12 of 12 states").
        public var compared: Int
    }

    /// A link that landed on `was` and lands on `now`, from `states` states.
    public struct LandingChange: Sendable, Codable, Equatable {
        public var was: ExplorationFacts.Landing
        public var now: ExplorationFacts.Landing
        public var states: Int

        /// Whether the link now fails where it worked.
        public var nowFails: Bool { now.fails != nil && was.fails == nil }
        /// Whether the link now works where it failed.
        public var nowWorks: Bool { now.fails == nil && was.fails != nil }
    }

    /// The categories of change that are present (for `--fail-on`).
    public var categories: Set<DiffCategory> {
        var found: Set<DiffCategory> = []
        if !noLongerReachable.isEmpty { found.insert(.unreachable) }
        if links.contains(where: { $0.changes.contains { !$0.nowWorks } || ($0.fromStart.map { !$0.nowWorks } ?? false) }) { found.insert(.links) }
        if !violations.added.isEmpty { found.insert(.violations) }
        if !noWayBack.added.isEmpty { found.insert(.noWayBack) }
        if changedPaths.contains(where: \.longer) { found.insert(.longerPaths) }
        return found
    }

    /// Whether anything differs (the bounds, a list or a count).
    public var isEmpty: Bool {
        bounds.isEmpty && noLongerReachable.isEmpty && newlyReachable.isEmpty && links.isEmpty && changedPaths.isEmpty && noWayBack.isEmpty
            && alwaysFailing.isEmpty && violations.isEmpty && withoutURL.isEmpty && !countsDiffer
    }

    /// Whether any count differs.
    public var countsDiffer: Bool { counts.contains { $0.old != $0.new } }

    /// The diff as sorted-key JSON.
    public var json: String { (CanonicalJSON.text(self, pretty: true) ?? "") + "\n" }
}

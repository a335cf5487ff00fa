/// An `ExplorationDiff` as titled sections of lines, in the order the diff reports them; each
/// line is wording and the app's own names (`code`), which each format escapes its own way
/// (`DiffText`, and the Markdown and HTML pages). Only sections with something in them are listed.
public struct DiffSections: Sendable {
    /// A piece of a line: FlowAtlas's wording, or a name from the app (a route, an action, a path).
    public enum Segment: Sendable, Equatable {
        case text(String)
        case code(String)
    }

    /// A line, and whether it is a detail of the line before (an indented path).
    public struct Line: Sendable, Equatable {
        public var segments: [Segment]
        public var indented = false
    }

    /// A section: its title and lines.
    public struct Section: Sendable, Equatable {
        public var title: String
        public var lines: [Line]
    }

    public let sections: [Section]

    /// The sections of `diff`.
    public init(_ diff: ExplorationDiff) {
        var sections: [Section] = []
        func add(_ title: String, _ lines: [Line]) { if !lines.isEmpty { sections.append(Section(title: title, lines: lines)) } }
        add("bounds differ", diff.bounds.map { Line(segments: [.text($0)]) })
        add("screens no longer reachable", diff.noLongerReachable.map { Self.reach($0, in: "OLD") })
        add("screens newly reachable", diff.newlyReachable.map { Self.reach($0, in: "NEW") })
        add("deep links that land elsewhere", diff.links.flatMap(Self.link))
        add("shortest paths that changed length", diff.changedPaths.flatMap(Self.path))
        add("states with no way back", Self.listing(diff.noWayBack))
        add("actions that always fail", Self.listing(diff.alwaysFailing))
        add("invariant violations", Self.listing(diff.violations))
        add("routes no URL produces", Self.listing(diff.withoutURL))
        if diff.countsDiffer { add("counts", diff.counts.map(Self.count)) }
        self.sections = sections
    }

    private static func reach(_ reach: ExplorationDiff.Reach, in version: String) -> Line {
        Line(segments: [.code(reach.route), .text(": "), .code((["start"] + reach.path).joined(separator: " → ")), .text(" (in \(version))")])
    }

    private static func link(_ change: ExplorationDiff.LinkChange) -> [Line] {
        var lines: [Line] = []
        if let start = change.fromStart {
            lines.append(Line(segments: [.code(change.link), .text(" from the start state: ")] + landing(start)))
        }
        for landingChange in change.changes {
            lines.append(
                Line(
                    segments: [.code(change.link), .text(" ")] + landing(landingChange)
                        + [.text(" from \(landingChange.states) of \(change.compared) states")]
                        + (landingChange.nowFails ? [.text(": "), .code(landingChange.now.fails ?? "")] : [])))
        }
        return lines
    }

    /// `now shows X (was Y)`, `now fails (was: shows Y)`, `now works: shows X (failed before)`.
    private static func landing(_ change: ExplorationDiff.LandingChange) -> [Segment] {
        let sameRoute = change.was.shows == change.now.shows
        func place(_ landing: ExplorationFacts.Landing) -> [Segment] {
            let route: [Segment] = [.code(landing.shows ?? "")]
            return sameRoute ? route + [.text(" in "), .code(landing.coordinator ?? "")] : route
        }
        if change.nowFails { return [.text("now fails (was: shows ")] + place(change.was) + [.text(")")] }
        if change.nowWorks { return [.text("now works: shows ")] + place(change.now) + [.text(" (failed before)")] }
        return [.text("now shows ")] + place(change.now) + [.text(" (was ")] + place(change.was) + [.text(")")]
    }

    private static func path(_ change: ExplorationDiff.PathChange) -> [Line] {
        let how = change.longer ? "longer" : "shorter"
        return [
            Line(segments: [.code(change.route), .text(": \(change.old.count) → \(change.new.count) actions (\(how))")]),
            Line(segments: [.text("OLD: "), .code((["start"] + change.old).joined(separator: " → "))], indented: true),
            Line(segments: [.text("NEW: "), .code((["start"] + change.new).joined(separator: " → "))], indented: true),
        ]
    }

    private static func listing(_ listing: ExplorationDiff.Listing) -> [Line] {
        listing.added.map { Line(segments: [.text("new: "), .code($0)]) } + listing.gone.map { Line(segments: [.text("gone: "), .code($0)]) }
    }

    private static func count(_ count: ExplorationDiff.Count) -> Line {
        let change = count.new - count.old
        let delta = change == 0 ? "unchanged" : change > 0 ? "+\(change)" : "\(change)"
        return Line(segments: [.text("\(count.name): \(count.old) → \(count.new) (\(delta))")])
    }
}

import FlowCore
import FlowDiagrams
import FlowGraph
import FlowReport
import FlowScenarios
import FlowText
import Foundation

/// A live app driven by hand: every command performs one scenario action (or travels in time),
/// and the session keeps the timeline of moments that undo, redo, jumps and Record work on.
/// No HTTP here: `PlaygroundServer` passes commands in and states out.
///
/// - A moment is taken after every step: its tree, its events and a memento of the live tree.
///   Undo, redo and jumps restore mementos (no replay, no events); a step taken after an undo
///   drops the moments ahead of it, as an editor's undo does.
/// - A refused command (an unknown route, nothing to dismiss, a bad name) throws a
///   `PlaygroundFailure` and leaves the app, the timeline and the files as they were. A
///   navigation that fails with an engine error is a step too: the recording expects it to fail.
/// - Every step is one a scenario file can hold: before it runs, it is written and read back as
///   `ScenarioParser` reads a file, and a step the scenario language refuses (a negative tab
///   index) is refused here with the parser's words (422), so whatever is accepted records.
/// - Record writes the timeline up to the current moment as a scenario file, after replaying
///   it with `ScenarioRunner` to be sure it passes; saving goes through the safe writer, only
///   into the snapshot folder's `scenarios/`, and never over a file unless `overwrite` is set.
public final class PlaygroundSession {
    /// The app being played.
    public let app: any AtlasApp
    /// Reads routes and checks steps as a scenario file is read; its route index is built once.
    private let parser: ScenarioParser
    private let saver: ScenarioSaver
    private let root: any AnyCoordinator
    private let recorder = NavigationRecorder()
    private let pictures = PictureTable()
    private let draw: (Graph) throws -> String
    private var moments: [PlaygroundMoment] = []
    private var position = 0
    private var version = 0

    /// A session on a fresh `app`. `apps` are the atlas's apps (a saved scenario must not reuse
    /// another file's name); `store` is where Record saves; `overwrite` lets it replace a file.
    public init(
        app: any AtlasApp, apps: ScenarioApps, store: SnapshotStore, overwrite: Bool = false,
        picture: @escaping (Graph) throws -> String = ScenarioReport.svg
    ) {
        self.app = app
        parser = ScenarioParser(apps: apps.all, defaultApp: app)
        saver = ScenarioSaver(apps: apps, parser: parser, store: store, overwrite: overwrite)
        draw = picture
        root = app.makeRoot()
        root.addObserver(recorder)
        moments = [PlaygroundMoment(step: nil, outcome: "start", events: [], trace: [], tree: root.captureTree(), memento: root.saveState())]
    }

    deinit { root.removeObserver(recorder) }

    /// Every declared route, for the palette: its name, and for a route with a payload its
    /// Codable form (`{ PurpleRoute: {"result":{"success":true}} }`) to edit and send.
    public var palette: [PaletteRoute] {
        app.declaredRoutes.map { route in
            // A payload encodes as an object (`{"result":{"success":true}}`); a plain case as a string.
            let json = (route.base as? any Encodable).flatMap { RouteValueForm.canonicalJSON($0) }
            let form = json?.hasPrefix("{") == true ? RouteReference(route, spelling: .value).yaml : nil
            let name = RouteReference(route).yaml ?? route.description
            return PaletteRoute(name: name, shown: DisplayText.escaped(route.description), type: route.typeName, payloadForm: form)
        }
    }

    /// The detours the app can present.
    public var detours: [String] { app.detourNames }

    /// Performs `command`; throws (changing nothing) when it is refused.
    public func handle(_ command: PlaygroundCommand) throws(PlaygroundFailure) -> PlaygroundReply {
        switch command {
        case let .navigate(text, from):
            return try perform(.navigate(to: try route(text), from: from))
        case let .open(url, from):
            if let problem = app.problem(withURL: url) { throw .unprocessable(TerminalText.line(problem)) }
            return try perform(.open(url: url, from: from))
        case let .preview(target, from):
            return PlaygroundReply(state: state, preview: try preview(target, from: from))
        case let .gesture(gesture):
            switch gesture {
            case .swipeBack: return try perform(.user(.swipeBack))
            case .dismiss: return try perform(.user(.dismiss))
            case let .backTo(text): return try perform(.user(.backTo(try route(text))))
            case let .backToEntry(index): return try perform(.user(.backTo(try entry(at: index))))
            case let .tapTab(index): return try perform(.user(.tapTab(.index(index))))
            }
        case let .control(control):
            switch control {
            case .back: return try perform(.back)
            case .popToRoot: return try perform(.popToRoot)
            case .dismissModal: return try perform(.dismissModal)
            case .dismissDetour: return try perform(.dismissDetour)
            case let .selectTab(index): return try perform(.selectTab(index))
            case let .presentDetour(name):
                guard app.detourNames.contains(name) else {
                    throw .unprocessable("unknown detour '\(TerminalText.line(name))' (expected one of \(app.detourNames.joined(separator: ", ")))")
                }
                return try perform(.presentDetour(name))
            }
        case .undo:
            guard position > 0 else { throw .conflict("nothing to undo (the app is at its start)") }
            return travel(to: position - 1)
        case .redo:
            guard position < moments.count - 1 else { throw .conflict("nothing to redo (this is the newest moment)") }
            return travel(to: position + 1)
        case let .jump(index):
            guard moments.indices.contains(index) else {
                throw .unprocessable("no moment \(index) (expected 0 to \(moments.count - 1))")
            }
            return travel(to: index)
        case let .checkpoint(name):
            return try checkpoint(name)
        case let .record(name, summary, save):
            return try record(name: name, summary: summary, save: save)
        }
    }

    /// The state of the current moment. Its text (titles, outcomes, the log, the trace) is shown
    /// as every text format shows it: controls escaped by `DisplayText` (`\u{0000}`, `\e`).
    public var state: PlaygroundState {
        let moment = moments[position]
        let tree = moment.tree
        let previous = position > 0 ? moments[position - 1].tree : tree
        let changed = TreeChanges.changedNodes(from: previous, to: tree).sorted()
        let picture = (try? pictures.picture(of: HierarchyGraph.build(tree, structureOnly: true), render: draw)) ?? -1
        let ids = { (nodes: [Int]) in nodes.map { "c\($0)" } }
        var log: [String] = []
        for (index, moment) in moments.dropFirst().prefix(position).enumerated() {
            log += moment.events.map { "step \(index + 1): \(DisplayText.escaped($0))" }
        }
        return PlaygroundState(
            version: version, app: app.name, screen: ScreenHTML.render(tree), picture: picture,
            svg: picture >= 0 ? pictures.pictures[picture] : "", onScreen: ids(tree.visibleChain), visible: ids(tree.visibleChain.last.map { [$0] } ?? []),
            changed: ids(changed),
            timeline: moments.map {
                PlaygroundState.Entry(title: DisplayText.escaped($0.step?.description ?? "start"), outcome: DisplayText.escaped($0.outcome), passed: true)
            },
            position: position, canUndo: position > 0, canRedo: position < moments.count - 1, log: log, trace: moment.trace.map(DisplayText.escaped))
    }

    /// The steps from the start to the current moment, as a scenario's steps.
    public var steps: [ScenarioStep] { moments.dropFirst().prefix(position).compactMap { $0.step.map { ScenarioStep($0) } } }

    private func perform(_ action: ScenarioAction) throws(PlaygroundFailure) -> PlaygroundReply {
        if let problem = parser.problem(with: .perform(action), app: app) { throw .unprocessable(problem) }
        let before = root.captureTree()
        var trace: [String] = []
        if case let .navigate(reference, entry) = action {
            trace = ScenarioReport.traceLines(start(entry).trace(to: reference.route, dryRun: true))
        } else if case let .open(url, entry) = action, !app.hasLinkHandler, let route = app.route(forURL: url) {
            trace = ScenarioReport.traceLines(start(entry).trace(to: route, dryRun: true))
        }
        recorder.reset()
        let outcome: ActionOutcome
        if case let .open(url, entry) = action, app.hasLinkHandler {
            // The app's own handler: its navigations traced as they run, never route(forURL:) instead.
            let (opened, identities) = root.captureTreeWithIdentities()
            let entryNode = identities.firstIndex(of: start(entry).identity) ?? 0
            let recorded = NavigationTraceRecording.record(in: root) { ActionPerformer.perform(action, app: app, root: root, recorder: recorder) }
            outcome = recorded.result
            let link = HandledLink(
                url: url, entry: entryNode, returned: !outcome.returnedFalse, dryRun: false, navigations: recorded.traces, before: opened,
                after: root.captureTree())
            trace = ScenarioReport.linkLines(link)
        } else {
            outcome = ActionPerformer.perform(action, app: app, root: root, recorder: recorder)
        }
        let tree = root.captureTree()
        let events = recorder.events.map(\.causedDescription)
        let step: ScenarioStep.Kind
        let said: String
        if outcome.succeeded {
            step = .perform(action)
            said = "ok"
        } else if let kind = outcome.errorKinds.first, tree == before, parser.problem(with: .expectFailure(action, error: kind), app: app) == nil {
            // The engine refused it and changed nothing: a step a scenario expects to fail.
            step = .expectFailure(action, error: kind)
            said = "failed as expected: \(outcome.message)"
        } else {
            if tree != before {
                // Never leave a half-done action behind: put the moment back.
                root.restoreState(moments[position].memento)
            }
            throw .conflict("\(action): \(TerminalText.line(outcome.message))")
        }
        commit(PlaygroundMoment(step: step, outcome: said, events: events, trace: trace, tree: tree, memento: root.saveState()))
        return PlaygroundReply(state: state)
    }

    private func commit(_ moment: PlaygroundMoment) {
        moments.removeSubrange((position + 1)...)
        moments.append(moment)
        position = moments.count - 1
        version += 1
    }

    private func travel(to index: Int) -> PlaygroundReply {
        root.restoreState(moments[index].memento)
        position = index
        version += 1
        return PlaygroundReply(state: state)
    }

    private func checkpoint(_ name: String) throws(PlaygroundFailure) -> PlaygroundReply {
        if let problem = ScenarioParser.problem(withCheckpointName: name) { throw .unprocessable(problem) }
        if let same = steps.compactMap(\.checkpoint).first(where: { $0.lowercased() == name.lowercased() }) {
            throw .conflict("checkpoint '\(same)' is in the recording already (expected a name used once, ignoring case)")
        }
        let current = moments[position]
        commit(PlaygroundMoment(step: .snapshot(name), outcome: "checkpoint", events: [], trace: [], tree: current.tree, memento: current.memento))
        return PlaygroundReply(state: state)
    }

    /// A target with `://` is a deep link; anything else names a route as a scenario does.
    private func preview(_ target: String, from entry: ScenarioEntry) throws(PlaygroundFailure) -> [String] {
        let route: AnyRoute
        if target.contains("://") {
            if let problem = app.problem(withURL: target) { throw .unprocessable(TerminalText.line(problem)) }
            if app.hasLinkHandler {
                return ["\(TerminalText.line(target)) is opened by the app's own link handler: its navigations are traced when it is opened"]
            }
            guard let linked = app.route(forURL: target) else {
                return ["\(TerminalText.line(target)) names no route: opening it runs the app's open(url:) (a detour, for example)"]
            }
            route = linked
        } else {
            route = try self.route(target).route
        }
        return ScenarioReport.traceLines(start(entry).trace(to: route, dryRun: true))
    }

    private func record(name: String, summary: String, save: Bool) throws(PlaygroundFailure) -> PlaygroundReply {
        let saved = try saver.record(name: name, summary: summary, app: app.name, steps: steps, save: save)
        return PlaygroundReply(state: state, yaml: saved.yaml, saved: saved.saved)
    }

    private func route(_ text: String) throws(PlaygroundFailure) -> RouteReference {
        do {
            return try parser.route(text, app: app, source: "route")
        } catch {
            throw .unprocessable(error.message)
        }
    }

    /// The route at `index` of the visible stack, as the screen lists it (`ScreenHTML`'s layer
    /// with `data-visible`): the stack owner's root and stack, then each pushed child's.
    private func entry(at index: Int) throws(PlaygroundFailure) -> RouteReference {
        var owner = root.visibleCoordinator
        while owner.presentationContext == .pushed, let parent = owner.parentCoordinator, parent.pushedChildren.contains(where: { $0 === owner }) {
            owner = parent
        }
        func routes(of coordinator: any AnyCoordinator) -> [AnyRoute] { coordinator.stackRoutes + coordinator.pushedChildren.flatMap(routes) }
        let entries = routes(of: owner)
        guard entries.indices.contains(index) else {
            throw .unprocessable("no entry \(index) on the visible stack (expected 0 to \(entries.count - 1))")
        }
        // A declared route is written by name (`back-to: RedRoute.red`), any other value in its Codable form.
        return RouteReference(entries[index], spelling: app.declaredRoutes.contains(entries[index]) ? .declared : .value)
    }

    private func start(_ entry: ScenarioEntry) -> any AnyCoordinator {
        entry == .top ? root : root.visibleCoordinator
    }
}

/// A route of the palette.
public struct PaletteRoute: Encodable, Equatable, Sendable {
    /// What the button sends: `Type.identifier`, as a scenario file writes it (double-quoted
    /// when it would not read back plain, as a name with a control character).
    public var name: String
    /// The name as the button shows it: controls escaped by `DisplayText` (`\e`, `\n`).
    public var shown: String
    /// The route type, the palette's group.
    public var type: String
    /// For a route with a payload: its Codable form, to edit and send (JSON is YAML).
    public var payloadForm: String?
}

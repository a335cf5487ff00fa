import FlowCore
import FlowGraph
import FlowInspectorProtocol
import FlowReport
import FlowScenarios
import Foundation

/// `serve --inspect`'s side of the inspector protocol: the running apps that said hello, each with
/// its page's state, and the requests the pages send them. One actor, so every app's messages and
/// every page's commands are taken one at a time.
///
/// Contract:
/// - At most `maxApps` connections are kept; a new one replaces the oldest that is gone, and is
///   refused (503) while all are connected.
/// - An app's messages are folded in the order of its batches, at most `batchesPerSecond` batches
///   and `messagesPerSecond` messages a second (429 past either, the batch not taken); a batch is
///   checked whole (sizes, version) before any message counts.
/// - Pages and apps wait (long polls) at most `pollSeconds`; a request waits for the app's reply
///   at most `replySeconds`.
/// - What an app sent stays after it is gone, until its entry is replaced.
actor InspectorHub {
    static let maxApps = 16
    static let batchesPerSecond = 200
    static let messagesPerSecond = 50_000
    static let pollSeconds = 10
    static let presence = 15
    static let replySeconds = 10
    static let maxWaiters = 256

    private let apps: ScenarioApps
    private let store: SnapshotStore
    private let overwrite: Bool
    private let draw: (Graph) throws -> String
    private var entries: [InspectedApp] = []
    private var versions: [String: Int] = [:]
    private var listVersion = 0
    private var waiters: [Int: Waiter] = [:]
    private var polls: [String: (id: Int, resume: CheckedContinuation<Void, Never>)] = [:]
    private var replies: [String: CheckedContinuation<InspectorReply?, Never>] = [:]
    private var nextWaiter = 0

    private struct Waiter {
        var app: String?
        var resume: CheckedContinuation<Void, Never>
    }

    init(apps: ScenarioApps, store: SnapshotStore, overwrite: Bool, draw: @escaping (Graph) throws -> String = ScenarioReport.svg) {
        self.apps = apps
        self.store = store
        self.overwrite = overwrite
        self.draw = draw
    }

    // MARK: The app's side

    /// A hello line: a new connection, answered with its `InspectorWelcome` line.
    func hello(_ body: Data) -> InspectorAnswer {
        let messages: [AppMessage]
        do { messages = try InspectorWire.decodeBatch(AppMessage.self, from: body) } catch { return .refused(400, "not a hello: \(error)") }
        guard messages.count == 1, case let .hello(hello) = messages[0] else {
            return .refused(400, "expected exactly one hello message (got \(messages.count) messages)")
        }
        if entries.count >= Self.maxApps {
            guard let gone = entries.firstIndex(where: { !$0.connected }) else {
                return .refused(503, "\(Self.maxApps) apps are connected already (expected fewer at once)")
            }
            versions[entries[gone].id] = nil
            entries.remove(at: gone)
        }
        let id = Self.makeID()
        let adapter = apps.all.first { $0.name == hello.app }
        let parser = adapter.map { ScenarioParser(apps: apps.all, defaultApp: $0) }
        entries.append(InspectedApp(id: id, name: String(hello.app.prefix(200)), adapter: adapter, parser: parser, draw: draw))
        changed(id)
        guard let line = try? InspectorWire.encode(InspectorWelcome(session: id)) else { return .refused(500, "could not encode the welcome") }
        return .data(line + Data("\n".utf8))
    }

    /// A batch of the app's messages.
    func messages(session: String?, body: Data) -> InspectorAnswer {
        guard let app = entry(session) else { return .refused(404, "no session \(Self.shown(session)) (expected the id of the welcome; say hello again)") }
        app.lastSeen = .now
        guard app.batches.take() else { return .refused(429, "more than \(Self.batchesPerSecond) batches a second (expected fewer)") }
        let messages: [AppMessage]
        do { messages = try InspectorWire.decodeBatch(AppMessage.self, from: body) } catch { return .refused(400, "a batch refused whole: \(error)") }
        guard app.messages.take(messages.count) else { return .refused(429, "more than \(Self.messagesPerSecond) messages a second (expected fewer)") }
        app.receive(messages)
        for message in messages {
            guard case let .reply(reply) = message else { continue }
            replies.removeValue(forKey: "\(app.id)/\(reply.request)")?.resume(returning: reply)
        }
        changed(app.id)
        return .data(Data())
    }

    /// The app's requests, waiting at most `pollSeconds` for one.
    func poll(session: String?) async -> InspectorAnswer {
        guard let app = entry(session) else { return .refused(404, "no session \(Self.shown(session)) (expected the id of the welcome; say hello again)") }
        app.lastSeen = .now
        if app.requests.isEmpty {
            polls.removeValue(forKey: app.id)?.resume.resume()
            app.polling = true
            let id = takeWaiterID()
            let key = app.id
            await withCheckedContinuation { continuation in
                polls[key] = (id, continuation)
                Task { [weak self] in
                    try? await Task.sleep(for: .seconds(Self.pollSeconds))
                    await self?.endPoll(key, id)
                }
            }
            // Not seen again: a poll that ends by its timeout says nothing of an app that died during it.
            app.polling = false
        }
        let taken = app.requests
        app.requests.removeAll()
        do { return .data(try InspectorWire.encodeBatch(taken)) } catch { return .refused(500, "could not encode the requests: \(error)") }
    }

    // MARK: The pages' side

    /// The list of apps, once its version is past `after` (or `pollSeconds` passed).
    func list(after: Int?) async -> String {
        if let after, after >= listVersion { await waitForChange(of: nil) }
        let entries = self.entries.map {
            InspectedAppList.Entry(id: $0.id, app: DisplayText.escaped($0.name), connected: $0.connected, steps: $0.recording.steps.count)
        }
        return HTMLText.scriptJSON(InspectedAppList(version: listVersion, apps: entries))
    }

    /// The state of app `id`, once its version is past `after` (or `pollSeconds` passed).
    func state(id: String, after: Int?) async -> InspectorAnswer {
        guard entry(id) != nil else { return .refused(404, "no app \(Self.shown(id)) (expected one of the ids /api/inspect/apps lists)") }
        if let after, after >= versions[id, default: 0] { await waitForChange(of: id) }
        guard let app = entry(id) else { return .refused(404, "app \(Self.shown(id)) is gone") }
        return .json(HTMLText.scriptJSON(app.state(version: versions[id, default: 0])))
    }

    /// Row `row` of app `id`'s drift table in full: both trees and the step's events.
    func detail(id: String, row: Int?) -> InspectorAnswer {
        guard let app = entry(id) else { return .refused(404, "no app \(Self.shown(id)) (expected one of the ids /api/inspect/apps lists)") }
        guard let row, let detail = app.detail(row: row) else {
            return .refused(422, "no row \(row.map(String.init) ?? "(none)") (expected ?row= from 0 to \(app.recording.steps.count))")
        }
        return .json(HTMLText.scriptJSON(detail))
    }

    /// A page's command for app `id` (`InspectorCommand`).
    func command(id: String, body: Data) async -> InspectorAnswer {
        guard let app = entry(id) else { return .refused(404, "no app \(Self.shown(id)) (expected one of the ids /api/inspect/apps lists)") }
        let command: InspectorCommand
        do { command = try InspectorCommand.decode(body) } catch { return .refused(error.status, error.message) }
        switch command {
        case let .request(action):
            guard app.requests.count < InspectedApp.requestLimit else {
                return .refused(503, "\(InspectedApp.requestLimit) requests wait for the app already (expected it to poll)")
            }
            let request = InspectorRequest(id: app.nextRequest, action: action)
            app.nextRequest += 1
            app.requests.append(request)
            polls.removeValue(forKey: app.id)?.resume.resume()
            let reply = await waitForReply(app: app.id, request: request.id)
            app.answer = InspectorAnswerText.lines(action: action, reply: reply)
            changed(app.id)
            return .json(HTMLText.scriptJSON(["answer": app.answer]))
        case let .checkpoint(name):
            if let problem = ScenarioParser.problem(withCheckpointName: name) { return .refused(422, problem) }
            app.checkpoint(name)
            changed(app.id)
            return .json(HTMLText.scriptJSON(["answer": ["checkpoint \(DisplayText.escaped(name)) added"]]))
        case let .record(name, summary, save):
            guard let adapter = app.adapter else {
                return .refused(409, "no adapter named \(DisplayText.escaped(app.name)) in this atlas (expected an app this flowatlas knows)")
            }
            do {
                let steps = try app.scenarioSteps()
                let saver = ScenarioSaver(apps: apps, parser: ScenarioParser(apps: apps.all, defaultApp: adapter), store: store, overwrite: overwrite)
                let saved = try saver.record(name: name, summary: summary, app: adapter.name, steps: steps, save: save)
                return .json(HTMLText.scriptJSON(RecordAnswer(yaml: saved.yaml, saved: saved.saved)))
            } catch {
                return .refused(error.status, error.message)
            }
        }
    }

    private struct RecordAnswer: Encodable {
        var yaml: String
        var saved: String?
    }

    // MARK: Waiting

    private func entry(_ id: String?) -> InspectedApp? { entries.first { $0.id == id } }

    private func changed(_ id: String) {
        versions[id, default: 0] += 1
        listVersion += 1
        for (key, waiter) in waiters where waiter.app == nil || waiter.app == id {
            waiters[key] = nil
            waiter.resume.resume()
        }
    }

    private func waitForChange(of app: String?) async {
        guard waiters.count < Self.maxWaiters else { return }
        let id = takeWaiterID()
        await withCheckedContinuation { continuation in
            waiters[id] = Waiter(app: app, resume: continuation)
            Task { [weak self] in
                try? await Task.sleep(for: .seconds(Self.pollSeconds))
                await self?.endWait(id)
            }
        }
    }

    private func waitForReply(app: String, request: Int) async -> InspectorReply? {
        let key = "\(app)/\(request)"
        return await withCheckedContinuation { continuation in
            replies[key] = continuation
            Task { [weak self] in
                try? await Task.sleep(for: .seconds(Self.replySeconds))
                await self?.endReply(key)
            }
        }
    }

    private func endWait(_ id: Int) { waiters.removeValue(forKey: id)?.resume.resume() }

    private func endReply(_ key: String) { replies.removeValue(forKey: key)?.resume(returning: nil) }

    private func endPoll(_ app: String, _ id: Int) {
        guard polls[app]?.id == id else { return }
        polls.removeValue(forKey: app)?.resume.resume()
    }

    private func takeWaiterID() -> Int {
        nextWaiter += 1
        return nextWaiter
    }

    /// A session or app id in a message: quoted, cut, control characters escaped.
    private static func shown(_ id: String?) -> String { id.map { String($0.prefix(40)).debugDescription } ?? "(none)" }

    /// 64 random bits as hex.
    private static func makeID() -> String {
        var generator = SystemRandomNumberGenerator()
        let value: UInt64 = generator.next()
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}

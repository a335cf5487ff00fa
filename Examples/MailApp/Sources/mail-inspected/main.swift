// The mail app run headless as a process of its own, connected to `mail-atlas serve --inspect`
// with FlowInspector, performing a scripted walk through FlowCore and FlowBindings as a SwiftUI
// view would: what the inspector's browser tests drive, and a way to try the inspector by hand.
//
//     mail-inspected --url http://127.0.0.1:8765/inspector --token TOKEN [--diverge] [--step-by-step]
//
// It prints `connected`, then `step N: …` after each step. With --step-by-step it waits for a
// line on standard input before each step. After the walk it keeps answering the server's
// requests (open, trace, navigate) until standard input ends. With --diverge its view layer pops
// two screens on one swipe back while telling the coordinators of one (a path binding out of step
// with them): the page shows drift at that step.
import FlowBindings
import FlowCore
import Foundation
import MailApp

// snippet:import begin
#if DEBUG
    import FlowInspector
#endif
// snippet:import end

#if DEBUG

    @MainActor
    struct InspectedMail {
        let root = MailApp.make()
        let options: Options

        struct Options {
            var url: URL
            var token: String
            var diverge = false
            var stepByStep = false

            init(_ arguments: [String]) throws {
                var url: URL?
                var token: String?
                var rest = arguments[...]
                while let argument = rest.popFirst() {
                    switch argument {
                    case "--url": url = rest.popFirst().flatMap(URL.init(string:))
                    case "--token": token = rest.popFirst()
                    case "--diverge": diverge = true
                    case "--step-by-step": stepByStep = true
                    default: throw Failure("unknown argument \(argument.debugDescription) (expected --url URL --token TOKEN [--diverge] [--step-by-step])")
                    }
                }
                guard let url, let token else { throw Failure("expected --url URL --token TOKEN (serve --inspect prints both)") }
                self.url = url
                self.token = token
            }
        }

        struct Failure: Error, CustomStringConvertible {
            var description: String
            init(_ description: String) { self.description = description }
        }

        /// The walk: sign in, a link, two pushes, a swipe back, a sheet presented and swiped down.
        var steps: [(name: String, run: @MainActor (InspectorSession, NavigationBindings) -> Bool)] {
            [
                ("sign in", { _, _ in root.navigate(to: AppRoute.main) }),
                ("open mail://message/42", { session, _ in session.open(URL(string: "mail://message/42")!) }),
                ("push message 7", { _, _ in root.visibleCoordinator.navigate(to: InboxRoute.message(id: 7)) }),
                ("push message 9", { _, _ in root.visibleCoordinator.navigate(to: InboxRoute.message(id: 9)) }),
                ("swipe back", { _, bindings in swipeBack(bindings) }),
                ("compose", { _, _ in root.visibleCoordinator.navigate(to: InboxRoute.compose) }),
                ("swipe the sheet down", { _, bindings in swipeDown(bindings) }),
            ]
        }

        func run() async throws {
            let session = try connectInspector(url: options.url, token: options.token)
            let bindings = NavigationBindings(root: root)
            let lines = StandardInput.lines()
            while true {
                if case .connected = session.state { break }
                if case let .refused(reason) = session.state { throw Failure("the server refused the app: \(reason)") }
                try await Task.sleep(for: .milliseconds(20))
            }
            say("connected")
            var input = lines.makeAsyncIterator()
            for (index, step) in steps.enumerated() {
                if options.stepByStep, await input.next() == nil { break }
                let done = step.run(session, bindings)
                say("step \(index + 1): \(step.name)\(done ? "" : " (refused)")")
                // Idle on the main actor, so the session sends the tree after the step.
                try await Task.sleep(for: .milliseconds(50))
            }
            say("walked")
            while await input.next() != nil {}
            session.close()
            bindings.detach()
            say("closed")
        }

        // snippet:connect begin
        /// The app's navigation to `serve --inspect` at `url` (the whole file is compiled in debug builds only).
        func connectInspector(url: URL, token: String) throws -> InspectorSession {
            let handlers = InspectorHandlers(
                route: { name in MailRoutes.named(name) },
                link: { url in MailDeepLinks.route(for: url.absoluteString)?.base },
                open: { [root] url in MailDeepLinks.open(url.absoluteString, in: root) },
                // The mail app resolves links from its root: the page's dry run starts there too.
                linkStart: .root)
            return try FlowInspector.connect(root, to: url, token: token, app: "mail", handlers: handlers)
        }
        // snippet:connect end

        /// One screen back through the bindings, as a swipe (two screens, told as one, with --diverge).
        private func swipeBack(_ bindings: NavigationBindings) -> Bool {
            guard let stack = bindings.stack(of: root.visibleCoordinator), !stack.path.isEmpty else { return false }
            let popped = options.diverge ? min(2, stack.path.count) : 1
            return stack.setPath(Array(stack.path.dropLast(popped)), gesture: .swipeBack)
        }

        /// The sheet on screen swiped down through the bindings.
        private func swipeDown(_ bindings: NavigationBindings) -> Bool {
            guard let presenter = root.visibleChain.last(where: { $0.presentedModal != nil }) else { return false }
            bindings.presentation(of: presenter).sheet = nil
            return presenter.presentedModal == nil
        }

        private func say(_ line: String) {
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
    }

    /// The mail app's routes by the names scenarios use (`InboxRoute.inbox`), for the server's `navigate`.
    enum MailRoutes {
        @MainActor static func named(_ name: String) -> (any Route)? {
            let routes: [any Route] =
                AppRoute.allCases + [InboxRoute.inbox, InboxRoute.compose, InboxRoute.attachments] + [SearchRoute.search] + SettingsRoute.allCases
                + AccountRoute.allCases
            return routes.first { "\(type(of: $0)).\($0.identifier)" == name }
        }
    }

    /// Standard input's lines, read on a thread of their own so the main actor stays free.
    enum StandardInput {
        static func lines() -> AsyncStream<String> {
            AsyncStream { continuation in
                Thread.detachNewThread {
                    while let line = readLine() { continuation.yield(line) }
                    continuation.finish()
                }
            }
        }
    }

    do {
        try await InspectedMail(options: try InspectedMail.Options(Array(CommandLine.arguments.dropFirst()))).run()
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(2)
    }
#else
    // A release build holds no inspector: FlowInspector is for debug builds only.
    FileHandle.standardError.write(Data("error: mail-inspected is built without DEBUG, so without FlowInspector (build it in debug)\n".utf8))
    exit(2)
#endif

import FlowBindings
import FlowCore
import FlowExplore
import FlowScenarios
import FlowText
import MailAtlasApp
import Testing

/// The mail app's screens driven by FlowBindings: in every state the explorer reaches, the
/// models show what the snapshot's screen says, and each of the user's gestures does what its
/// programmatic counterpart does.
@Suite("Mail bindings")
struct BindingsTests {
    static let app = MailAtlasApp()
    static let exploration = Explorer(app: app, maxStates: 2_000, maxDepth: 8).explore()

    /// A fresh app in `state`.
    static func rebuild(_ state: Exploration.State) -> any AnyCoordinator { state.rebuild(app) }

    @Test("in every explored state the bindings show the snapshot's screen")
    func projection() {
        #expect(Self.exploration.fixpoint)
        for state in Self.exploration.states {
            let root = Self.rebuild(state)
            let snapshot = TreeSnapshot.render(root.captureTree()).components(separatedBy: "\n## screen\n")[1]
            let expected = BindingsScreen.comparable(snapshotScreen: snapshot.split(separator: "\n").map(String.init))
            #expect(BindingsScreen(NavigationBindings(root: root)).lines == expected, "state \(state.id) via \(state.path)")
        }
    }

    @Test("every gesture in every explored state equals its programmatic counterpart, with the user as the cause")
    func gestures() {
        let pairs: [(UserAction, ScenarioAction)] =
            [(.swipeBack, .back), (.dismiss, .dismissModal), (.dismiss, .dismissDetour)] + (0..<3).map { (.tapTab(.index($0)), .selectTab($0)) }
        var applied = 0
        for state in Self.exploration.states {
            for (gesture, counterpart) in pairs {
                let root = Self.rebuild(state)
                let recorder = NavigationRecorder()
                root.addObserver(recorder)
                let outcome = ActionPerformer.perform(.user(gesture), app: Self.app, root: root, recorder: recorder)
                guard outcome.succeeded, !recorder.events.isEmpty else { continue }
                #expect(recorder.events.allSatisfy { $0.cause.gesture != nil }, "\(state.path) \(gesture)")
                let programmatic = Self.rebuild(state)
                let programmaticRecorder = NavigationRecorder()
                programmatic.addObserver(programmaticRecorder)
                _ = ActionPerformer.perform(counterpart, app: Self.app, root: programmatic, recorder: programmaticRecorder)
                // A dismissal's counterpart is the one that dismisses what is on top (modal or detour).
                if case .dismiss = gesture, programmaticRecorder.events.isEmpty { continue }
                #expect(root.captureTree() == programmatic.captureTree(), "\(state.path) \(gesture) vs \(counterpart)")
                applied += 1
            }
        }
        #expect(applied > 50)
    }
}

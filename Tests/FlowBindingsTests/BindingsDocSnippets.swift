import FlowBindings
import FlowCore
import Testing

// The snippets README.md and docs/engine.md show (DocSnippetTests checks that the pages
// match these regions); the test below runs them.

// snippet:hooks begin
enum NoteRoute: String, Route { case notes, compose, preview }

final class NotesCoordinator: Coordinator<NoteRoute> {
    var draft = ""
    var askedToDiscard = false

    init() { super.init(router: Router(initial: .notes)) }
    override func canHandle(_ route: NoteRoute) -> Bool { route != .notes }

    // The user may not swipe away a draft: the binding reverts and the app is told.
    override func canUserDismiss(_ route: NoteRoute) -> Bool { !(route == .compose && !draft.isEmpty) }
    override func userDismissRefused(_ route: NoteRoute, gesture: UserGesture) { askedToDiscard = true }

    // The "defaultExit": called for each screen the user left, after the state is applied.
    override func didExit(_ route: NoteRoute, gesture: UserGesture) {
        if route == .compose { draft = "" }
    }
}
// snippet:hooks end

@Suite("Bindings doc snippets")
struct BindingsDocSnippets {
    @Test("the README's and engine.md's bindings snippet does what the pages say")
    func bindingsSnippet() {
        // snippet:bindings begin
        let notes = NotesCoordinator()
        let bindings = NavigationBindings(root: notes)
        let stack = bindings.stack(of: notes)!  // for NavigationStack(path:)

        notes.navigate(to: NoteRoute.compose)
        notes.navigate(to: NoteRoute.preview)  // stack.path: [compose, preview]
        notes.draft = "Groceries"

        stack.path.removeLast()  // the back button: pops preview, cause .user(.backButton)
        stack.path = []  // swipe back from compose: refused, the draft is kept
        // notes.askedToDiscard == true, stack.path.count == 1

        notes.draft = ""
        stack.path = []  // now it pops; didExit(.compose, gesture: .backButton) runs
        // snippet:bindings end
        #expect(notes.askedToDiscard)
        #expect(stack.path.isEmpty)
        #expect(notes.router.state.stack.isEmpty)
    }
}

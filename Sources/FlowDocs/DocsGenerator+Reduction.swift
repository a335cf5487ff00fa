import FlowExplore
import Foundation

extension DocsGenerator {
    /// What the tab reduction is, when it applies, what it gives on this app (explored with the
    /// page's bounds), and what counts as covered.
    func reductionSection() -> String {
        var explorer = Explorer(app: app, maxStates: explorationStates, maxDepth: explorationDepth)
        explorer.recordsDetails = false
        explorer.reduction = .tabs
        let exploration = explorer.explore()
        let outcome: String
        if let reduction = exploration.reduction {
            let couplings =
                reduction.couplings.isEmpty
                ? "no transition coupled tabs"
                : "tabs were coupled: " + reduction.couplings.map(\.description).joined(separator: "; ")
            let reached =
                exploration.fixpoint
                ? ", to its fixpoint"
                : " (a combination may take more actions than the bound, each of its parts being within it)"
            outcome =
                "Explored with the reduction within this page's bounds (\(explorationStates) states, depth \(explorationDepth))\(reached), the tabs of `\(reduction.container)` (\(reduction.tabs.joined(separator: ", "))) give **\(reduction.explored) states explored, standing for \(reduction.represented)** (×\(String(format: "%.1f", reduction.factor))); \(couplings)."
        } else {
            outcome =
                "The \(app.name) app is not reduced: \(exploration.reductionRefusal ?? "the reduction does not apply"). `\(toolName) explore --reduce tabs` says so and exits with 2."
        }
        return """
            ## Reducing independent tabs

            `\(toolName) explore --reduce tabs` explores a tab coordinator's tabs apart, as a model checker's partial-order reduction explores independent processes apart. A state is split into its shell (everything outside the tabs, the selected tab included) and each tab's subtree (its stack, pushed children and sheets). A tab is *at rest* as it was when the tab coordinator first appeared (the first tab coordinator with two or more tabs, breadth first, within 3 actions of the start). A state where at most one group of tabs is away from rest is explored as always, every invariant checked after every action; a state where two groups are away is not expanded: it is *represented* by the explored states with the same shell and one of those groups as it is, the others at rest. The explored states stand for every combination, under each state of the shell, of each group's explored states; the report gives that number and the reduction factor (states represented ÷ states explored).

            This holds when tabs are independent: an action taken with one group away changes the shell and the other tabs as it would with every tab at rest. Two checks run on every transition from an explored state, in the merge's order (the same on any number of threads): a transition from a state with a group away must change the shell and every other group as the same action does from the state with the same shell and every tab at rest (where that state does not offer the action, it may change nothing outside its group but the selected tab); and every represented state a transition reaches must have each of its parts explored by the end. A failed check is a *coupling*: the groups it names are merged into one, explored as their product, and the exploration starts again (at most once per tab); the report lists the couplings. Tab switches, and links offered in every state, do not couple, even when they change another tab (a link that pushes onto another tab's stack: its effect on that tab depends on that tab alone). A tap only some screens of one tab offer that changes another tab (a followers screen opening a conversation in Messages) does. Neither does leaving the tab coordinator (signing out from a screen deep in Settings): the state reached holds no tabs to combine. What the checks cannot see is an action whose effect depends on two groups that are both away, which only a state of their product shows: the tests compare the reduced exploration with the full one (every state the full exploration finds within a few actions is represented).

            \(outcome)

            ## What counts as covered

            - A route is covered when an explored state shows it on its visible chain (the screens on top, from the root down).
            - A route a tab coordinator's `tabIndex(for:)` maps to a tab is covered when that tab is selected (by a tab action, a tap on the tab bar or a link): navigating to it shows the tab, not the route.
            - A deep link is what the app's URLs produce: with `url(for:)`, the explorer links only to `route(forURL: url(for: r))` for each declared `r`, and lists the declared routes no URL produces; a route only they would reach is never reachable, not "reachable only by deep link". Without `url(for:)`, every declared route is linked to, and the report says so.
            """
    }
}

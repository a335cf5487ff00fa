/// Who receives the event of each step of a plan: the same observers for every step (one
/// observed top, the usual case, kept as one list), or a list per step. Empty: nobody (the
/// debug log only).
enum StepRecipients {
    case everyStep([any NavigationObserver])
    case perStep([[any NavigationObserver]])

    /// Nobody, for any step.
    static var nobody: StepRecipients { .perStep([]) }

    /// The observers of step `index`.
    subscript(step index: Int) -> [any NavigationObserver] {
        switch self {
        case let .everyStep(observers): observers
        case let .perStep(lists): lists.isEmpty ? [] : lists[index]
        }
    }
}

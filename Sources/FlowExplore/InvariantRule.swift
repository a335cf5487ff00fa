/// An engine rule the explorer checks after every action. The raw value is the rule as
/// reports print it.
public enum InvariantRule: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A navigation that failed (returned `false` or reported a navigation error) changed the captured tree.
    case failedNavigationChangedTree = "failed navigation changed the tree"
    /// A navigation that failed emitted events.
    case failedNavigationEmittedEvents = "failed navigation emitted events"
    /// A navigation that succeeded does not show its route on the visible chain (nor selects a tab for it).
    case successfulNavigationHidesRoute = "successful navigation does not show its route"
    /// Replaying the events onto the tree before does not give the tree after.
    case eventsDoNotReplay = "events do not replay the tree before into the tree after"
    /// A stack holds the same route twice, where its coordinator's `allowsDuplicates(_:)` does not allow it.
    case stackHoldsRouteTwice = "a stack holds a route twice"
    /// A coordinator is reachable twice from the root.
    case ownedTwice = "a coordinator is owned twice"
    /// A pushed child is not among its parent's owned children.
    case pushedNotOwned = "a child is pushed where it is not owned"
    /// A child's parent link is not its owner.
    case childParentMismatch = "a child's parent link does not match its owner"
    /// A presented modal or detour's parent link is not its presenter.
    case presentedParentMismatch = "a presented coordinator's parent link does not match its presenter"
    /// A registered modal that is not presented still has a parent.
    case unpresentedModalHasParent = "an unpresented modal keeps a parent link"
    /// One navigation asked a coordinator's `canHandle` more than once.
    case canHandleAskedTwice = "canHandle asked more than once"

    public var description: String { rawValue }
}

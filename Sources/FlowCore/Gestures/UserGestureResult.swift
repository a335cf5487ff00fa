/// What became of a gesture the view layer reported.
package enum UserGestureResult: Equatable {
    /// The navigation was applied; its events carry the gesture as their cause.
    case applied
    /// The gesture asked for the state the tree is already in; nothing happened.
    case unchanged
    /// `canUserDismiss(_:)` kept a route; nothing changed and the coordinator was told.
    case vetoed
    /// The write is not one a user can make (a longer path, a tab out of range…); nothing
    /// changed and the error went to the tree's observers.
    case refused(NavigationError)
}

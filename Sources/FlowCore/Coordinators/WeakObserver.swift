/// A weakly held observer.
struct WeakObserver {
    weak var value: (any NavigationObserver)?
}

/// The observers of a node and its ancestors, each once, nearest first; none while a
/// coordinator on the way is muted.
struct ObserverChain {
    var muted = false
    var observers: [any NavigationObserver] = []
}

import FlowCore

/// Route discovery's navigations in scratch apps: what a route shows once it is navigated to, found
/// by doing it on a fresh `makeRoot()` and walking the tree it leaves.
///
/// Starting from the app's start, it navigates to every candidate (the routes of flow
/// orchestrators' route types, then the app's `routeSamples`) on a fresh app and walks the result.
/// A navigation that shows a route type no walk had seen starts a new path: the candidates are then
/// tried after it, on a fresh app that replays it first (a sample of a route inside a flow that only
/// another sample reaches). It repeats until no candidate is left untried on any path, within
/// `depthLimit` routes per path and `navigationLimit` navigations in all, so discovery ends on any
/// app. Everything is in a fixed order, so the result is the same on every run.
struct ScratchNavigation<App: AtlasApp> {
    /// The longest path of routes replayed before a candidate.
    static var depthLimit: Int { 4 }
    /// The most navigations (candidates tried) in one discovery.
    static var navigationLimit: Int { 4096 }

    let app: App

    /// Walks, into `trees`, every tree the candidates lead to.
    func explore(into trees: inout DiscoveredTrees) {
        let samples = app.routeSamples
        // A sample is listed with the samples unless a tree showed it before any sample was navigated.
        let unobserved = Set(samples)
        var paths: [[AnyRoute]] = [[]]
        var tried: [Set<AnyRoute>] = [[]]
        var budget = Self.navigationLimit
        var progress = true
        while progress, budget > 0 {
            progress = false
            var index = 0
            while index < paths.count, budget > 0 {
                let path = paths[index]
                for candidate in candidates(trees, samples: samples) where budget > 0 && !path.contains(candidate) {
                    guard tried[index].insert(candidate).inserted else { continue }
                    progress = true
                    budget -= 1
                    guard let root = navigated(path + [candidate]) else { continue }
                    let throughSample = (path + [candidate]).contains(where: unobserved.contains)
                    let showedNewType = trees.walk(root, unobserved: throughSample ? unobserved : [])
                    if showedNewType, path.count + 1 < Self.depthLimit {
                        paths.append(path + [candidate])
                        tried.append([])
                    }
                }
                index += 1
            }
        }
    }

    /// The routes to try: flow orchestrators' routes, then the samples, each once.
    private func candidates(_ trees: DiscoveredTrees, samples: [AnyRoute]) -> [AnyRoute] {
        var seen: Set<AnyRoute> = []
        return (trees.flowRoutes + samples).filter { seen.insert($0).inserted }
    }

    /// A fresh app after navigating to each route of `path` in turn, or `nil` when one fails.
    private func navigated(_ path: [AnyRoute]) -> (any AnyCoordinator)? {
        let root = app.makeRoot()
        for route in path where !root.navigate(to: route) { return nil }
        return root
    }
}

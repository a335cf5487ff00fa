import FlowBindings
import FlowCore
import FlowScenarios

/// A gesture the user can make in a state, found from what is on screen, with its
/// programmatic counterpart: the bindings must do exactly what the counterpart does.
enum AvailableGesture: CustomStringConvertible {
    /// Back on the visible stack until `keep` entries of its path remain (one fewer: the back button).
    case back(keep: Int, of: Int)
    /// Closing the top-most sheet, cover or detour.
    case dismiss(Presented)
    /// A tap on tab `index` of the tab bar on screen.
    case tapTab(Int)
    /// The top-most sheet dragged to `detent`.
    case detent(ModalPresentationDetent)

    enum Presented { case sheet, cover, detour }

    var description: String {
        switch self {
        case let .back(keep, total): "back to \(keep) of \(total)"
        case let .dismiss(presented): "dismiss \(presented)"
        case let .tapTab(index): "tap tab \(index)"
        case let .detent(detent): "detent \(detent.rawValue)"
        }
    }

    /// The scenario action the invariant checker treats this gesture as.
    var checkedAs: ScenarioAction {
        switch self {
        case .back, .detent: .back
        case .dismiss(.detour): .dismissDetour
        case .dismiss: .dismissModal
        case let .tapTab(index): .selectTab(index)
        }
    }

    /// Every gesture available in the state of the tree at `root`.
    static func available(at root: any AnyCoordinator) -> [AvailableGesture] {
        var gestures: [AvailableGesture] = []
        let owner = NavigationBindingsProbe.stackOwner(of: root.visibleCoordinator)
        let count = NavigationBindingsProbe.pathCount(of: owner)
        for keep in 0..<count { gestures.append(.back(keep: keep, of: count)) }
        if let (presenter, presented) = topPresented(at: root) {
            gestures.append(.dismiss(presented))
            if presented == .sheet, let detents = NavigationBindingsProbe.node(of: presenter, at: root).detents {
                for detent in detents.detents where detent != detents.effectiveDetent { gestures.append(.detent(detent)) }
            }
        } else if let tabs = tabsOnScreen(at: root) {
            let selected = NavigationBindingsProbe.node(of: tabs, at: root).selectedTab
            for index in tabs.tabs.indices where index != selected { gestures.append(.tapTab(index)) }
        }
        return gestures
    }

    /// The presenter of the top-most presented coordinator on screen, and what it presents.
    static func topPresented(at root: any AnyCoordinator) -> (presenter: any AnyCoordinator, presented: Presented)? {
        for coordinator in root.visibleChain.reversed() {
            guard let parent = coordinator.parentCoordinator else { continue }
            if parent.presentedDetour === coordinator { return (parent, .detour) }
            if parent.presentedModal === coordinator {
                let cover = NavigationBindingsProbe.node(of: parent, at: root).detents?.shouldUseFullScreenCover ?? false
                return (parent, cover ? .cover : .sheet)
            }
        }
        return nil
    }

    /// The tab coordinator whose tab bar is on screen (nothing presented over it).
    static func tabsOnScreen(at root: any AnyCoordinator) -> (any AnyTabCoordinator)? {
        guard topPresented(at: root) == nil else { return nil }
        return root.visibleChain.compactMap { $0 as? any AnyTabCoordinator }.last
    }

    /// Performs the gesture through `bindings`; `true` when the bindings report it applied.
    func perform(through bindings: NavigationBindings) {
        let root = bindings.root
        switch self {
        case let .back(keep, _):
            let owner = NavigationBindingsProbe.stackOwner(of: root.visibleCoordinator)
            let stack = bindings.stack(of: owner)!
            stack.path = Array(stack.path.prefix(keep))
        case let .dismiss(presented):
            let presenter = Self.topPresented(at: root)!.presenter
            let presentation = bindings.presentation(of: presenter)
            switch presented {
            case .sheet: presentation.sheet = nil
            case .cover: presentation.cover = nil
            case .detour: presentation.detour = nil
            }
        case let .tapTab(index):
            bindings.tabs(of: Self.tabsOnScreen(at: root)!)!.selectedTab = index
        case let .detent(detent):
            bindings.presentation(of: Self.topPresented(at: root)!.presenter).selectedDetent = detent
        }
    }

    /// The same through the program: `pop()` on the visible coordinator once per entry,
    /// `dismissModal()`/`dismissDetour()` on the presenter, `switchToTab(_:)`. `false` when
    /// there is no programmatic counterpart (a detent).
    func performProgrammatically(at root: any AnyCoordinator) -> Bool {
        switch self {
        case let .back(keep, total):
            for _ in keep..<total { root.visibleCoordinator.pop() }
        case .dismiss(.detour): Self.topPresented(at: root)!.presenter.dismissDetour()
        case .dismiss: Self.topPresented(at: root)!.presenter.dismissModal()
        case let .tapTab(index): Self.tabsOnScreen(at: root)!.switchToTab(index)
        case .detent: return false
        }
        return true
    }

    /// The cause the gesture's events must carry.
    var cause: NavigationCause {
        switch self {
        case let .back(keep, total): .user(keep == total - 1 ? .backButton : .backMenu)
        case .dismiss(.sheet): .user(.sheetDismissal)
        case .dismiss: .user(.coverDismissal)
        case .tapTab: .user(.tabTap)
        case .detent: .user(.detent)
        }
    }
}

/// What the tests need to know of the live tree, read without bindings (a second
/// `NavigationBindings` would take the tree's change listener over).
enum NavigationBindingsProbe {
    /// `coordinator`'s node in a capture of the tree at `root`.
    static func node(of coordinator: any AnyCoordinator, at root: any AnyCoordinator) -> NavigationTree.Node {
        let (tree, identities) = root.captureTreeWithIdentities()
        return tree.nodes[identities.firstIndex(of: coordinator.identity)!]
    }

    static func stackOwner(of coordinator: any AnyCoordinator) -> any AnyCoordinator {
        var owner = coordinator
        while owner.presentationContext == .pushed, let parent = owner.parentCoordinator, parent.pushedChildren.contains(where: { $0 === owner }) {
            owner = parent
        }
        return owner
    }

    /// The length of the path `owner` shows: its stack, then each pushed child's root and
    /// stack, and theirs (the engine's own `stackRoutes` and `pushedChildren`).
    static func pathCount(of owner: any AnyCoordinator) -> Int {
        func entries(_ node: any AnyCoordinator) -> Int { node.stackRoutes.count + node.pushedChildren.map(entries).reduce(0, +) }
        return owner.stackRoutes.count - 1 + owner.pushedChildren.map(entries).reduce(0, +)
    }
}

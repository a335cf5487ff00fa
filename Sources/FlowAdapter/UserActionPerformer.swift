import FlowBindings
import FlowCore

/// Performs a `UserAction` through bindings made for the occasion, the way a SwiftUI view
/// writes them, and detaches them after.
enum UserActionPerformer {
    /// Performs `action` on the tree at `root`; returns why it could not be done (nothing on
    /// screen to go back to, refused by `canUserDismiss`…), or `nil` when the bindings applied it.
    /// A write the bindings refuse reports its error to the tree's observers as well.
    static func perform(_ action: UserAction, root: any AnyCoordinator) -> String? {
        let bindings = NavigationBindings(root: root)
        defer { bindings.detach() }
        switch action {
        case .swipeBack:
            guard let stack = visibleStack(bindings, root), !stack.path.isEmpty else { return "there is no screen to go back to" }
            return stack.setPath(Array(stack.path.dropLast()), gesture: .swipeBack) ? nil : refused
        case let .backTo(reference):
            guard let stack = visibleStack(bindings, root) else { return "there is no screen to go back to" }
            let keep: Int
            if let index = stack.path.lastIndex(where: { $0.route == reference.route }) {
                keep = index + 1
            } else if stack.root.route == reference.route {
                keep = 0
            } else {
                let shown = ([stack.root] + stack.path).map(\.description).joined(separator: " > ")
                return "\(reference) is not on the visible stack (\(shown))"
            }
            guard keep < stack.path.count else { return "\(reference) is the screen on top already" }
            return stack.setPath(Array(stack.path.prefix(keep)), gesture: .backMenu) ? nil : refused
        case .dismiss:
            guard let (presenter, slot) = topPresented(root) else { return "nothing is presented" }
            let presentation = bindings.presentation(of: presenter)
            let before = presenter.captureTree()
            switch slot {
            case .detour: presentation.detour = nil
            case .modal where presentation.cover != nil: presentation.cover = nil
            case .modal: presentation.sheet = nil
            }
            return presenter.captureTree() == before ? refused : nil
        case let .tapTab(choice):
            guard let tabsCoordinator = tabsOnScreen(root), let tabs = bindings.tabs(of: tabsCoordinator) else {
                return "no tab bar is on screen"
            }
            let index: Int
            switch choice {
            case let .index(number): index = number
            case let .title(title):
                guard let found = tabs.tabs.first(where: { $0.title == title }) else {
                    return "no tab is titled \(title) (expected one of \(tabs.tabs.map(\.title).joined(separator: ", ")))"
                }
                index = found.index
            }
            guard index != tabs.selectedTab else { return nil }
            tabs.selectedTab = index
            return tabs.selectedTab == index ? nil : refused
        }
    }

    /// What `perform` returns when the app or the bindings refused the gesture (rather than
    /// finding nothing on screen for it): an `expectFailure … gestureRefused`.
    static let refused = "the app kept its state (canUserDismiss answered false, or the write was refused)"

    /// The stack binding of the layer on top: the visible coordinator's stack owner's.
    private static func visibleStack(_ bindings: NavigationBindings, _ root: any AnyCoordinator) -> StackBinding? {
        var owner = root.visibleCoordinator
        while owner.presentationContext == .pushed, let parent = owner.parentCoordinator, parent.pushedChildren.contains(where: { $0 === owner }) {
            owner = parent
        }
        return bindings.stack(of: owner)
    }

    private enum Slot { case modal, detour }

    /// The presenter of the top-most presented coordinator on screen.
    private static func topPresented(_ root: any AnyCoordinator) -> (any AnyCoordinator, Slot)? {
        for coordinator in root.visibleChain.reversed() {
            guard let parent = coordinator.parentCoordinator else { continue }
            if parent.presentedDetour === coordinator { return (parent, .detour) }
            if parent.presentedModal === coordinator { return (parent, .modal) }
        }
        return nil
    }

    /// The tab coordinator whose tab bar is on screen: the nearest on the visible chain, with
    /// nothing presented over it.
    private static func tabsOnScreen(_ root: any AnyCoordinator) -> (any AnyCoordinator)? {
        guard topPresented(root) == nil else { return nil }
        return root.visibleChain.last { $0 is any AnyTabCoordinator }
    }
}

/// What covers a coordinator's own screen, in priority order: its detour, its modal, its top
/// pushed child, its selected tab, its flow. One rule for the live tree (`visibleChain`,
/// `visibleCoordinator`) and captured ones (`NavigationTree.visibleChain`), so the two cannot
/// disagree about what is on screen.
enum ScreenCover {
    static func onTop<Node>(
        detour: Node?, modal: Node?, topPushed: Node?, kind: NavigationTree.Kind,
        selectedTab: Int, childCount: Int, child: (Int) -> Node
    ) -> Node? {
        if let detour { return detour }
        if let modal { return modal }
        if let topPushed { return topPushed }
        switch kind {
        case .tabs where selectedTab >= 0 && selectedTab < childCount: return child(selectedTab)
        case .flowOrchestrator where childCount > 0: return child(0)
        case .coordinator, .tabs, .flowOrchestrator: return nil
        }
    }
}

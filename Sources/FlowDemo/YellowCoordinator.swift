import FlowCore

/// Tab 3, and the detours (a fresh one rooted at `lightYellow`).
public final class YellowCoordinator: DemoCoordinator<YellowRoute> {
    /// A Yellow coordinator at `root` (the tab uses `.yellow`, detours `.lightYellow`).
    public init(root: YellowRoute = .yellow) {
        super.init(root: root, behaviour: .handling(YellowRoute.allCases, modal: [.darkYellow, .info]))
        addModalCoordinator(YellowModalCoordinator())
        addModalCoordinator(YellowInfoCoordinator())
    }
}

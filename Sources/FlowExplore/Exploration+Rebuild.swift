import FlowAdapter
import FlowCore

extension Exploration.State {
    /// A fresh app of `app` in this state: its root, after performing the state's shortest path
    /// (`path`) from the start, with nothing left observing it. For tests that check something
    /// in every explored state (an app's bindings against its snapshots, say).
    public func rebuild(_ app: any AtlasApp) -> any AnyCoordinator {
        let root = app.makeRoot()
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        for action in path {
            recorder.reset()
            _ = ActionPerformer.perform(action.action, app: app, root: root, recorder: recorder)
        }
        root.removeObserver(recorder)
        return root
    }
}

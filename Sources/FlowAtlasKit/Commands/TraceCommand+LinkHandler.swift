import ArgumentParser
import FlowCore
import FlowDiagrams
import FlowGraphviz
import FlowReport
import FlowScenarios

extension TraceCommand {
    /// A URL of an app with its own link handler: the handler runs on the app (put back with
    /// --dry-run), and every navigation it performs is traced, in order, in every format. Never
    /// `route(forURL:)` in its place. Exit 1 when the handler returned `false` or a navigation failed.
    func traceLinkHandler(of app: any AtlasApp, root: any AnyCoordinator) throws {
        if step != nil {
            throw UsageFailure(
                description: "error: --step is for a deep link of several steps; app '\(app.name)' opens its links with its own handler, traced whole")
        }
        let start = from == .top ? root : root.visibleCoordinator
        let link = HandledLink.open(target, app: app, from: start, root: root, dryRun: dryRun)
        let title = "trace \(RouteLookup.shown(target)): the app's link handler \(link.performed)"
        let text: String
        switch format {
        case .text: text = HandledLinkText.render(link)
        case .dot: text = try DiagramFormat.dot.render(TraceSequenceGraph.build(link.navigations, after: link.after, title: title))
        case .svg: text = try DiagramFormat.svg.render(TraceSequenceGraph.build(link.navigations, after: link.after, title: title))
        case .html: text = try HandledLinkReport.page(link, title: "trace \(RouteLookup.shown(target))")
        }
        try output.emit(text)
        if !link.succeeded { throw ExitCode(1) }
    }
}

import ArgumentParser
import FlowAtlasKit
import FlowCore
import FlowDemo

/// Runs the demo's examples and describes what happened.
enum DemoRun {
    struct Report {
        var text = ""
        var failures = 0
    }

    static func runAll() -> Report {
        var report = Report()
        for example in DemoApp.examples {
            run(example, into: &report)
        }
        let total = DemoApp.examples.reduce(0) { $0 + $1.links.count }
        report.text += "\n\(total - report.failures) of \(total) deep links behaved as documented.\n"
        return report
    }

    private static func run(_ example: DemoApp.Example, into report: inout Report) {
        let app = DemoApp.make()
        let recorder = NavigationRecorder()
        app.addObserver(recorder)
        report.text += "== \(example.name): \(example.summary)\n"
        for url in example.setup {
            _ = try? DemoApp.open(url, in: app, from: .top)
        }
        var previous: NavigationTree?
        for url in example.links {
            recorder.reset()
            let succeeded: Bool
            do {
                succeeded = try DemoApp.open(url, in: app, from: example.entry)
            } catch {
                report.text += "   \(url): bad URL: \(error)\n"
                report.failures += 1
                continue
            }
            let tree = app.captureTree()
            let verdict = succeeded ? "succeeded" : "failed"
            let errors = recorder.errors.map { " (\($0.kind.name): \($0.message))" }.joined()
            let asExpected = succeeded == example.expectSuccess
            if !asExpected { report.failures += 1 }
            report.text += "-> \(url) \(verdict)\(errors)\(asExpected ? "" : "  UNEXPECTED")\n"
            if let previous, previous == tree { report.text += "   (tree identical to the previous run)\n" }
            report.text += tree.outline.split(separator: "\n").map { "     " + $0 }.joined(separator: "\n") + "\n"
            previous = tree
        }
    }
}

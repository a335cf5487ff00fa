import FlowScenarios
import Foundation

/// Writes a report's pages into a folder: `index.html` and one page per scenario, each
/// through the safe writer (a temporary file, then a rename: nothing half-written).
public struct ReportWriter: Sendable {
    public init() {}

    /// Writes `reports` and their `pictures` (`pictures.js`) under `folder` (created when
    /// missing) and returns the index's URL.
    @discardableResult
    public func write(_ reports: [ScenarioReport], pictures: PictureTable, title: String, to folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let writer = SafeFileWriter.standard
        for (name, text) in [("pictures.js", pictures.script), ("report.js", ReportPage.script), ("report.css", ReportPage.style)] {
            let url = folder.appendingPathComponent(name)
            try writer.write(text, to: url, within: folder, rootName: "the report folder", display: url.path)
        }
        for report in reports {
            let url = folder.appendingPathComponent(ReportPage.fileName(of: report.name))
            try writer.write(ReportPage.scenario(report), to: url, within: folder, rootName: "the report folder", display: url.path)
        }
        let index = folder.appendingPathComponent("index.html")
        try writer.write(ReportPage.index(reports, title: title), to: index, within: folder, rootName: "the report folder", display: index.path)
        return index
    }
}

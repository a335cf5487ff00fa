import FlowScenarios
import Foundation

/// Writes a report's pages into a folder: `index.html`, one page per scenario, and the shared
/// `pictures.js`, `report.js` and `report.css`. Every target is checked before anything is
/// written (`check(folder:scenarios:)`, the rules of `OutputFolder` that `docs` follows too);
/// each file then goes through the safe writer (a temporary file, then a rename: nothing
/// half-written, nothing written through a link).
public struct ReportWriter: Sendable {
    public init() {}

    /// The files the report of scenarios named `names` holds, relative to its folder, in the
    /// order they are written (the index last).
    public static func files(ofScenarios names: [String]) -> [String] {
        ["pictures.js", "report.js", "report.css"] + names.map(ReportPage.fileName(of:)) + ["index.html"]
    }

    /// Checks, changing nothing, that the report of the scenarios named `names` can be written
    /// to `folder`: the folder is a real folder or can be created, can be written into, and no
    /// file of the report is a symbolic link, a FIFO, a device or a folder, or lies under a link.
    /// Run it before the work the report shows, so bad output is refused before anything runs.
    /// - Throws: `WriteError` naming the first path in the way and what it is.
    public static func check(folder: URL, scenarios names: [String]) throws(WriteError) {
        _ = try OutputFolder(folder: folder, name: "report").plan(writing: files(ofScenarios: names))
    }

    /// Writes `reports` and their `pictures` (`pictures.js`) under `folder` (created when
    /// missing) and returns the index's URL. Every target is checked first
    /// (`check(folder:scenarios:)`): when one is in the way, nothing is written.
    @discardableResult
    public func write(_ reports: [ScenarioReport], pictures: PictureTable, title: String, to folder: URL) throws -> URL {
        try Self.check(folder: folder, scenarios: reports.map(\.name))
        let output = OutputFolder(folder: folder, name: "report")
        let writer = SafeFileWriter.standard
        func write(_ text: String, as name: String) throws(WriteError) {
            try writer.write(text, to: output.url(name), within: folder, rootName: "the report folder", display: output.display(name))
        }
        for (name, text) in [("pictures.js", pictures.script), ("report.js", ReportPage.script), ("report.css", ReportPage.style)] {
            try write(text, as: name)
        }
        for report in reports { try write(ReportPage.scenario(report), as: ReportPage.fileName(of: report.name)) }
        try write(ReportPage.index(reports, title: title), as: "index.html")
        return output.url("index.html")
    }
}

import FlowAtlasTestSupport
import Foundation
import Testing

/// What a package's users look for at its top: the license, a changelog of what they meet, and the
/// workflows the README describes for Apple platforms (which only a macOS runner can run).
@Suite("Package files")
struct PackageFilesTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: Support.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("LICENSE is the MIT license of the FlowAtlas authors")
    func license() throws {
        let text = try Self.read("LICENSE")
        #expect(text.hasPrefix("MIT License\n"))
        #expect(text.contains("Copyright (c) 2026 The FlowAtlas authors"))
        #expect(text.contains("Permission is hereby granted, free of charge, to any person obtaining a copy"))
        #expect(text.contains("THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND"))
    }

    @Test("CHANGELOG.md keeps the Keep a Changelog form and lists user-facing changes, without tracker numbers or timings")
    func changelog() throws {
        let text = try Self.read("CHANGELOG.md")
        let lines = text.components(separatedBy: "\n")
        #expect(lines.first == "# Changelog")
        let versions = lines.filter { $0.hasPrefix("## ") }
        #expect(versions.first == "## [Unreleased]", "the newest section must be Unreleased: \(versions)")
        for version in versions.dropFirst() {
            #expect(version.wholeMatch(of: /## \[[0-9]+\.[0-9]+\.[0-9]+\] - [0-9]{4}-[0-9]{2}-[0-9]{2}/) != nil, "not a release heading: \(version)")
        }
        let kinds: Set = ["### Added", "### Changed", "### Deprecated", "### Removed", "### Fixed", "### Security"]
        let sections = lines.filter { $0.hasPrefix("### ") }
        #expect(sections.count >= 4)
        for section in sections { #expect(kinds.contains(section), "not a Keep a Changelog section: \(section)") }
        #expect(lines.filter { $0.hasPrefix("- ") }.count >= 30, "the changes moved from the README are missing")
        #expect(text.contains("The package is MIT-licensed ([LICENSE](LICENSE))"))
        // Users meet API, formats and behaviour; the tracker and the engine's timings are elsewhere.
        for line in lines {
            #expect(line.firstMatch(of: /[Ii]ssue #?[0-9]|#[0-9]+\b|\bpoint [0-9]/) == nil, "a tracker number: \(line.prefix(80))")
            #expect(line.firstMatch(of: /[0-9] ?(µs|ns)\b|instructions per/) == nil, "a timing, which docs/performance.md keeps: \(line.prefix(80))")
        }
    }

    @Test("the README's changelog is a pointer to CHANGELOG.md")
    func readmePointsToChangelog() throws {
        let readme = try Self.read("README.md")
        let start = try #require(readme.range(of: "\n## Changelog\n")).upperBound
        let section = String(readme[start...]).components(separatedBy: "\n## ").first ?? ""
        #expect(section.contains("[CHANGELOG.md](CHANGELOG.md)"))
        #expect(!section.components(separatedBy: "\n").contains { $0.hasPrefix("- ") }, "the README lists changes again")
    }

    @Test("the macOS workflows the README describes exist, say why they do not run here, and check what it says")
    func appleWorkflows() throws {
        let readme = try Self.read("README.md")
        let apple = try Self.read(".github/workflows/apple.yml")
        let docs = try Self.read(".github/workflows/docs.yml")
        for (name, workflow) in [("apple.yml", apple), ("docs.yml", docs)] {
            #expect(readme.contains("`.github/workflows/\(name)`"), "the README does not describe \(name)")
            #expect(workflow.hasPrefix("#") && workflow.contains("does not run in this repository's own CI"), "\(name) must say it cannot run here")
            #expect(workflow.contains("runs-on: macos-"), "\(name) needs a macOS runner")
        }
        for scheme in ["FlowCore", "FlowBindings", "FlowSwiftUI"] {
            #expect(apple.contains("xcodebuild build -scheme \(scheme) -destination '${{ matrix.destination }}'"))
        }
        #expect(apple.contains("destination: generic/platform=iOS Simulator") && apple.contains("destination: platform=macOS"))
        #expect(apple.contains("brew install graphviz") && apple.contains("swift test"))
        // The published modules are the ones `make docc` checks here, and FlowSwiftUI.
        #expect(docs.contains("print-docc-modules") && docs.contains("make docc DOCC_MODULES="))
        #expect(docs.contains("actions/upload-pages-artifact@") && docs.contains("actions/deploy-pages@"))
    }
}

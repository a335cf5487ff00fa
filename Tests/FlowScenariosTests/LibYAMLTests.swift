import Foundation
import Testing

@testable import FlowScenarios

/// The libyaml behind the scenario parser: the copy of libyaml 0.2.5 compiled in this package
/// (Sources/CFlowYAML), every name prefixed `flowatlas_yaml_` so that Yams' own copy, linked into
/// the same binary under upstream's names, can neither clash with it nor take its calls.
@Suite("libyaml")
struct LibYAMLTests {
    @Test("the scenario parser calls the libyaml compiled here, 0.2.5")
    func version() {
        // `flowatlas_yaml_get_version_string` exists only in CFlowYAML: no other copy can answer.
        #expect(YAMLEventParser.libraryVersion == "0.2.5")
    }

    #if os(Linux)
        /// The global symbols `nm` lists for a file, as (type, name); `definedOnly` drops undefined ones.
        static func symbols(of file: String, definedOnly: Bool) throws -> [(type: Character, name: String)] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["nm", "-g", "-P"] + (definedOnly ? ["--defined-only"] : []) + [file]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "nm \(file) exited \(process.terminationStatus)")
            // `-P`: "name type value size", one symbol a line.
            return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
                let fields = line.split(separator: " ")
                guard fields.count >= 2, let type = fields[1].first else { return nil }
                return (type, String(fields[0]))
            }
        }

        @Test("every symbol CFlowYAML defines is prefixed flowatlas_yaml_, and Yams' copy keeps its own names beside it")
        func renamedSymbols() throws {
            // The test binary, and beside it the build folder's objects of each target.
            let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
            let buildFolder = URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("CFlowYAML.build")
            let enumerator = try #require(FileManager.default.enumerator(atPath: buildFolder.path), "no \(buildFolder.path)")
            let objects = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".o") }
            #expect(objects.count == 4, "CFlowYAML's objects: \(objects)")
            var ours: Set<String> = []
            for object in objects {
                for symbol in try Self.symbols(of: buildFolder.appendingPathComponent(object).path, definedOnly: true) {
                    #expect(symbol.name.hasPrefix("flowatlas_yaml_"), "\(object) defines \(symbol.name) (\(symbol.type))")
                    ours.insert(symbol.name)
                }
            }
            // The parser's API and the internal, non-static helpers the four files share.
            for name in [
                "flowatlas_yaml_parser_parse", "flowatlas_yaml_get_version_string", "flowatlas_yaml_malloc", "flowatlas_yaml_parser_fetch_more_tokens",
            ] {
                #expect(ours.contains(name), "\(name) is not among CFlowYAML's symbols")
            }
            // In the linked binary: ours, and Yams' copy under upstream's names, both defined.
            let linked = Dictionary(try Self.symbols(of: binary, definedOnly: true).map { ($0.name, $0.type) }) { first, _ in first }
            for name in ours { #expect(linked[name] != nil, "\(name) is not in \(binary)") }
            for name in ["yaml_parser_parse", "yaml_parser_initialize", "yaml_malloc"] {
                #expect(linked[name] != nil, "Yams' \(name) is not in \(binary)")
            }
        }
    #endif
}

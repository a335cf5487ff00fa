import Foundation

/// Reads a package's library targets and finds what in them needs more than the platforms its
/// `Package.swift` declares: an `import` of a newer module, or a standard-library name a grep can
/// see (`AvailabilityTable`). The Linux compiler ignores Apple availability, so this is the check
/// here; `.github/workflows/apple.yml` is the real one, on a macOS runner.
struct AvailabilityCheck {
    /// The package's folder (holding `Package.swift` and `Sources/`).
    let root: URL

    /// The floors `platforms:` declares (`.macOS(.v14)`, `.iOS(.v17)`).
    func declaredFloor() throws -> AppleFloor {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        func floor(_ platform: String) throws -> PlatformVersion {
            let pattern = try Regex(#"\.\#(platform)\(\.v([0-9_]+)\)"#)
            guard let match = manifest.firstMatch(of: pattern), let text = match.output[1].substring, let version = PlatformVersion(text) else {
                throw CheckFailure("Package.swift declares no \(platform) version")
            }
            return version
        }
        return AppleFloor(macOS: try floor("macOS"), iOS: try floor("iOS"))
    }

    /// Every target a library product builds, the products' own and what they depend on in this
    /// package (a folder of `Sources/`), sorted.
    func libraryTargets() throws -> [String] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let graph = try ModuleGraphTests.dependencies(of: manifest)
        var targets: Set<String> = []
        let library = try Regex(#"\.library\(\s*name:\s*"[A-Za-z]+"\s*,\s*targets:\s*\[([^\]]*)\]"#)
        for match in manifest.matches(of: library) {
            let names = (match.output[1].substring ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces.union(["\""])) }
            for name in names {
                targets.insert(name)
                targets.formUnion(ModuleGraphTests.closure(of: name, in: graph))
            }
        }
        return targets.filter { isLocalTarget($0) }.sorted()
    }

    /// Each finding as `Sources/T/F.swift:LINE: what (needs … > declared …)`, in file order.
    func findings() throws -> [String] {
        let declared = try declaredFloor()
        let targets = try libraryTargets()
        var found: [String] = []
        for target in targets {
            for file in try swiftFiles(of: target) {
                let text = try String(contentsOf: file, encoding: .utf8)
                let path = String(file.path.dropFirst(root.path.count + 1))
                found += Self.findings(in: text, path: path, declared: declared, isLocalModule: isLocalTarget)
            }
        }
        return found
    }

    /// The findings of one source text (`path` names it in each finding). An import of a module
    /// neither local nor in the table is a finding too: the table must say what it needs first.
    static func findings(in text: String, path: String, declared: AppleFloor, isLocalModule: (String) -> Bool) -> [String] {
        var found: [String] = []
        let newerNames = AvailabilityTable.newerNames.map { ($0, try! Regex($0.pattern)) }
        let importLine =
            #/^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)/#
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = Self.code(of: line)
            guard !code.isEmpty else { continue }
            if let match = code.firstMatch(of: importLine) {
                let module = String(match.output.1)
                if isLocalModule(module) { continue }
                guard let floor = AvailabilityTable.modules[module] else {
                    found.append("\(path):\(index + 1): imports \(module), which AvailabilityTable.modules does not list (add it with its floor)")
                    continue
                }
                let excess = floor.excess(over: declared)
                if !excess.isEmpty { found.append("\(path):\(index + 1): imports \(module) (\(excess.joined(separator: ", ")))") }
                continue
            }
            for (name, pattern) in newerNames where code.contains(name.keyword) {
                guard code.contains(pattern) else { continue }
                let excess = name.floor.excess(over: declared)
                if !excess.isEmpty {
                    found.append(
                        "\(path):\(index + 1): uses \(name.module)'s \(name.name.split(separator: " ")[1].trimmingCharacters(in: ["<"])) (\(excess.joined(separator: ", ")))"
                    )
                }
            }
        }
        return found
    }

    /// A line without its comment: nothing for a comment line, the text before ` // ` otherwise.
    private static func code(of line: Substring) -> Substring {
        let trimmed = line.drop(while: \.isWhitespace)
        if trimmed.hasPrefix("//") || trimmed.hasPrefix("*") || trimmed.hasPrefix("/*") { return "" }
        if let comment = line.range(of: " // ") { return line[..<comment.lowerBound] }
        return line
    }

    private func isLocalTarget(_ name: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/\(name)").path, isDirectory: &isFolder) && isFolder.boolValue
    }

    private func swiftFiles(of target: String) throws -> [URL] {
        let folder = root.appendingPathComponent("Sources/\(target)")
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}

/// A check that could not read what it checks.
struct CheckFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

import Foundation

/// The `.swiftinterface` files of the toolchain that runs the tests: the `@available(macOS …,
/// iOS …)` lines Apple's platforms obey, which the Linux compiler reads and ignores.
struct ToolchainInterfaces {
    /// The platform folder of the toolchain's modules (`…/usr/lib/swift/linux`).
    let folder: URL

    /// The toolchain on `PATH` (or `/opt/swift`), from the `swift` executable's folder.
    static func locate() throws -> ToolchainInterfaces {
        let path = ProcessInfo.processInfo.environment["PATH", default: ""].split(separator: ":").map(String.init) + ["/opt/swift/usr/bin"]
        for directory in path {
            let swift = URL(fileURLWithPath: directory).appendingPathComponent("swift").resolvingSymlinksInPath()
            let library = swift.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift")
            for platform in ["linux", "macosx"] {
                let folder = library.appendingPathComponent(platform)
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Synchronization.swiftmodule").path) {
                    return ToolchainInterfaces(folder: folder)
                }
            }
        }
        throw CheckFailure("no Swift toolchain with Synchronization.swiftmodule found on PATH or in /opt/swift")
    }

    /// The floor stated by the `@available` line right above `declaration` (`struct Mutex<`) in
    /// `module`'s public interface, or nil when the interface does not declare it.
    func floor(of declaration: String, in module: String) throws -> AppleFloor? {
        let lines = try interface(of: module).split(separator: "\n")
        guard let index = lines.firstIndex(where: { $0.contains("public \(declaration)") }) else { return nil }
        return lines[..<index].reversed().prefix(4).lazy.compactMap(Self.floor(of:)).first
    }

    /// The earliest floor any `@available` line of `module`'s interface states: the module's own.
    func earliestFloor(in module: String) throws -> AppleFloor? {
        let floors = try interface(of: module).split(separator: "\n").compactMap(Self.floor(of:))
        guard let first = floors.first else { return nil }
        return floors.dropFirst().reduce(first) { AppleFloor(macOS: min($0.macOS, $1.macOS), iOS: min($0.iOS, $1.iOS)) }
    }

    private func interface(of module: String) throws -> String {
        let folder = folder.appendingPathComponent("\(module).swiftmodule")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface") }.sorted()
        guard let file = files.first else { throw CheckFailure("\(folder.path) holds no .swiftinterface") }
        return try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }

    /// `@available(macOS 15.0, iOS 18.0, …)` as a floor; nil for any other line.
    private static func floor(of line: Substring) -> AppleFloor? {
        guard line.hasPrefix("@available("),
            let macOS = line.firstMatch(of: #/macOS ([0-9.]+)/#).flatMap({ PlatformVersion($0.output.1) }),
            let iOS = line.firstMatch(of: #/iOS ([0-9.]+)/#).flatMap({ PlatformVersion($0.output.1) })
        else { return nil }
        return AppleFloor(macOS: macOS, iOS: iOS)
    }
}

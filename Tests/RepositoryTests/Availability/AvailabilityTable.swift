/// The modules and standard-library names a library target may use, with what each needs on
/// macOS and iOS. Read from the toolchain's own `.swiftinterface` files and the dependencies'
/// `Package.swift` (`platforms:`); `AvailabilityTests` compares the names that a toolchain on
/// this machine also describes with its interfaces, so the table cannot drift from them silently.
enum AvailabilityTable {
    /// Modules by the name an `import` spells. A module not listed is a finding of its own: add it
    /// here, with its floor, before a library target may import it.
    static let modules: [String: AppleFloor] = [
        // The toolchain.
        "Swift": .everywhere, "_Concurrency": .everywhere, "Foundation": .everywhere, "FoundationEssentials": .everywhere,
        "FoundationNetworking": .everywhere, "Dispatch": .everywhere, "Darwin": .everywhere, "Glibc": .everywhere, "Musl": .everywhere,
        "os": .everywhere, "XCTest": .everywhere,
        "Observation": AppleFloor(macOS: PlatformVersion(14), iOS: PlatformVersion(17)),
        "Synchronization": AppleFloor(macOS: PlatformVersion(15), iOS: PlatformVersion(18)),
        "RegexBuilder": AppleFloor(macOS: PlatformVersion(13), iOS: PlatformVersion(16)),
        // Swift Testing: the module is older than its platforms' versions of Xcode 16; FlowScenarioTesting needs it.
        "Testing": .everywhere,
        // SwiftUI itself is older; what FlowSwiftUI uses of it (@Bindable, NavigationStack(path:)) is iOS 17 / macOS 14.
        "SwiftUI": AppleFloor(macOS: PlatformVersion(10, 15), iOS: PlatformVersion(13)),
        // Dependencies' products, at the floor their Package.swift declares (none declared: Swift's own).
        "Logging": .everywhere, "Atomics": .everywhere, "Yams": .everywhere, "ArgumentParser": .everywhere,
        "SnapshotTesting": .everywhere, "FlyingFox": .everywhere, "FlyingSocks": .everywhere, "PropertyBased": .everywhere,
    ]

    /// A standard-library or toolchain name a grep can see, newer than the package's floor.
    struct NewerName {
        /// A word every use contains (a cheap test before `pattern`).
        let keyword: String
        /// How it is spelled in a use (a regular expression over one line of code).
        let pattern: String
        /// The declaration's name in the toolchain's interface, and the module that declares it.
        let name: String
        let module: String
        let floor: AppleFloor
        /// Whether the toolchain's interface states this floor (`Span` is declared back to
        /// macOS 10.14.4 but links only with Xcode 26's compatibility library, so it is kept at 26).
        let statedByInterface: Bool
    }

    private static let macOS15 = AppleFloor(macOS: PlatformVersion(15), iOS: PlatformVersion(18))
    private static let macOS26 = AppleFloor(macOS: PlatformVersion(26), iOS: PlatformVersion(26))

    static let newerNames: [NewerName] = [
        NewerName(keyword: "Mutex", pattern: #"\bMutex\s*[<(]"#, name: "struct Mutex<", module: "Synchronization", floor: macOS15, statedByInterface: true),
        NewerName(keyword: "Atomic", pattern: #"\bAtomic\s*[<(]"#, name: "struct Atomic<", module: "Synchronization", floor: macOS15, statedByInterface: true),
        NewerName(keyword: "Int128", pattern: #"\bInt128\b"#, name: "struct Int128 ", module: "Swift", floor: macOS15, statedByInterface: true),
        NewerName(keyword: "UInt128", pattern: #"\bUInt128\b"#, name: "struct UInt128 ", module: "Swift", floor: macOS15, statedByInterface: true),
        NewerName(keyword: "InlineArray", pattern: #"\bInlineArray\b"#, name: "struct InlineArray<", module: "Swift", floor: macOS26, statedByInterface: true),
        NewerName(keyword: "UTF8Span", pattern: #"\bUTF8Span\b"#, name: "struct UTF8Span ", module: "Swift", floor: macOS26, statedByInterface: true),
        NewerName(
            keyword: "Observations", pattern: #"\bObservations\s*[<({]"#, name: "struct Observations<", module: "Observation", floor: macOS26,
            statedByInterface: true),
        NewerName(
            keyword: "pan", pattern: #"\b(Raw|Mutable|Output)?Span\s*[<(]|\.(bytes|mutable)?[sS]pan\b"#, name: "struct Span<", module: "Swift", floor: macOS26,
            statedByInterface: false),
    ]
}

import FlowAtlasTestSupport
import Foundation
import Testing

/// Every library product builds for the platforms Package.swift declares: no target a library
/// product builds imports a module, or uses a standard-library name, newer than them. The Linux
/// compiler ignores Apple availability, so nothing else here would notice (see docs/engine.md,
/// "Platforms").
@Suite("Platform availability")
struct AvailabilityTests {
    @Test("no library target imports a module or uses a standard-library name newer than the declared platforms")
    func libraryTargetsFitTheDeclaredPlatforms() throws {
        let check = AvailabilityCheck(root: Support.packageRoot)
        let targets = try check.libraryTargets()
        // The reader saw the products an app and its tests import, and what they pull in.
        for target in [
            "FlowCore", "FlowBindings", "FlowSwiftUI", "FlowText", "FlowSnapshotTesting", "FlowAdapter", "FlowSnapshotStore", "FlowScenarios",
            "FlowScenarioTesting", "FlowGraphviz", "FlowAtlasKit",
        ] {
            #expect(targets.contains(target), "the check does not read \(target)")
        }
        let findings = try check.findings()
        #expect(findings.isEmpty, "\(findings.count) uses newer than the declared platforms:\n\(findings.joined(separator: "\n"))")
    }

    @Test("the package keeps iOS 17 and macOS 14, the floor of Observation and @Bindable")
    func declaredPlatforms() throws {
        let declared = try AvailabilityCheck(root: Support.packageRoot).declaredFloor()
        #expect(declared.iOS == PlatformVersion(17) && declared.macOS == PlatformVersion(14), "\(declared)")
    }

    @Test("the check finds an import of Synchronization, a Mutex, an Atomic and an unknown module, and not what a comment names")
    func findsWhatItShould() {
        let declared = AppleFloor(macOS: PlatformVersion(14), iOS: PlatformVersion(17))
        let source = """
            import Foundation
            internal import Synchronization
            import FlowCore
            @preconcurrency import SomethingNew
            // import Synchronization, a Mutex<Int> in a comment
            let cache = Mutex<[Int: String]>([:])
            let counter = Atomic<Int>(0)
            let wide: Int128 = 0
            let tracked = Observations { 1 }
            import Observation
            """
        let found = AvailabilityCheck.findings(in: source, path: "Sources/X/Y.swift", declared: declared) { $0 == "FlowCore" }
        #expect(
            found == [
                "Sources/X/Y.swift:2: imports Synchronization (macOS 15.0 > declared 14.0, iOS 18.0 > declared 17.0)",
                "Sources/X/Y.swift:4: imports SomethingNew, which AvailabilityTable.modules does not list (add it with its floor)",
                "Sources/X/Y.swift:6: uses Synchronization's Mutex (macOS 15.0 > declared 14.0, iOS 18.0 > declared 17.0)",
                "Sources/X/Y.swift:7: uses Synchronization's Atomic (macOS 15.0 > declared 14.0, iOS 18.0 > declared 17.0)",
                "Sources/X/Y.swift:8: uses Swift's Int128 (macOS 15.0 > declared 14.0, iOS 18.0 > declared 17.0)",
                "Sources/X/Y.swift:9: uses Observation's Observations (macOS 26.0 > declared 14.0, iOS 26.0 > declared 17.0)",
            ], "\(found)")
        // The same file is fine for a package that declares iOS 26 and macOS 26 (the unknown module aside).
        let later = AvailabilityCheck.findings(
            in: source, path: "Y.swift", declared: AppleFloor(macOS: PlatformVersion(26), iOS: PlatformVersion(26))
        ) { $0 == "FlowCore" }
        #expect(later == ["Y.swift:4: imports SomethingNew, which AvailabilityTable.modules does not list (add it with its floor)"])
    }

    @Test("the table agrees with the toolchain's own .swiftinterface files wherever they state a floor")
    func tableMatchesTheToolchain() throws {
        let interfaces = try ToolchainInterfaces.locate()
        for name in AvailabilityTable.newerNames where name.statedByInterface {
            let stated = try #require(try interfaces.floor(of: name.name, in: name.module), "\(name.module) does not declare \(name.name)")
            #expect(stated.macOS == name.floor.macOS && stated.iOS == name.floor.iOS, "\(name.name): table \(name.floor), interface \(stated)")
        }
        for module in ["Synchronization", "Observation"] {
            let floor = try #require(AvailabilityTable.modules[module])
            let stated = try #require(try interfaces.earliestFloor(in: module), "\(module) states no availability")
            #expect(stated.macOS == floor.macOS && stated.iOS == floor.iOS, "\(module): table \(floor), interface \(stated)")
        }
    }
}

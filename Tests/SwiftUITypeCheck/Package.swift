// swift-tools-version: 6.0
// FlowSwiftUI type-checked on Linux against a stand-in for SwiftUI (`make test` builds this).
//
// The stand-in (Sources/SwiftUI) is Apple's documented SwiftUI signatures, with their
// availability, as stubs. It proves that FlowSwiftUI and the example app are consistent with
// those signatures and with FlowBindings' current API, not that they build with the real SDK,
// and not that they are available at the declared platforms (the Linux compiler ignores
// `@available` for Apple platforms): README.md here says more. Linux only: on Apple platforms a
// module named SwiftUI would clash with the real one.
//
// FlowCore, FlowBindings, FlowSwiftUI and MailApp are symbolic links to the repository's own
// source folders, so the very files the packages ship are compiled, and FlowSwiftUI's
// `#if canImport(SwiftUI)` is true here. They are not taken from the FlowAtlas package by path
// because SwiftPM refuses two targets named FlowSwiftUI in one package graph; so their
// dependencies are repeated below: keep them as ../../Package.swift and
// ../../Examples/MailApp/Package.swift declare them (RepositoryTests' module graph test compares
// them, and a missing one fails this build).
import PackageDescription

let package = Package(
    name: "SwiftUITypeCheck",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // The repository's own modules (links), as their packages declare them.
        .target(name: "FlowCore", dependencies: [.product(name: "Logging", package: "swift-log"), .product(name: "Atomics", package: "swift-atomics")]),
        .target(name: "FlowBindings", dependencies: ["FlowCore"]),
        .target(name: "MailApp", dependencies: ["FlowCore"]),
        // The stand-in: what FlowSwiftUI and the example use of SwiftUI, as Apple documents it.
        .target(name: "SwiftUI"),
        // FlowSwiftUI's own sources (a link), compiled against the stand-in.
        .target(name: "FlowSwiftUI", dependencies: ["FlowCore", "FlowBindings", "SwiftUI"]),
        // An app's entry point and one screen factory over the mail example (docs/swiftui.md shows them).
        .target(name: "MailSwiftUIApp", dependencies: ["FlowCore", "FlowBindings", "FlowSwiftUI", "MailApp", "SwiftUI"]),
    ],
    swiftLanguageModes: [.v6]
)

// A TEST-ONLY STAND-IN FOR SWIFTUI. It is not SwiftUI, and no app links it.
//
// What it proves: FlowSwiftUI (and the example app in this package) type-check against
// Apple's documented SwiftUI signatures, as developer.apple.com states them, and against
// FlowBindings' current API. What it cannot prove: that they compile against the real SDK
// (this is a transcription, and only of what FlowSwiftUI and the example use), that they
// behave, or that they are available at the declared iOS 17 / macOS 14: every declaration
// carries Apple's `@available` attributes, but the Linux compiler ignores availability for
// Apple platforms, so availability is checked by the repository's availability test and by
// the macOS workflow, not by this compile.
//
// Each declaration is Apple's: its generic signature and constraints, `@ViewBuilder`,
// `@escaping`, `@MainActor`, `nonisolated` and `@preconcurrency` where the documentation
// declares them. (The documentation writes `@ContentBuilder`, which it defines as a type alias
// of `ViewBuilder`; the stand-in writes `@ViewBuilder`, with the builder of Xcode 26 and
// earlier, whose content must be views.) Bodies are stubs: nothing here runs. Only the
// internal `StubView` and `StubScene` below are not Apple's: they are what the stubs return
// where Apple's return type is opaque (`some View`, `some Scene`).
//
// On Apple platforms this module would clash with the real SwiftUI: the package that builds
// it (Tests/SwiftUITypeCheck) is for Linux, where `#if canImport(SwiftUI)` finds only this.

/// What a stub returns where Apple's declaration returns `some View` (not Apple API).
nonisolated struct StubView: View {
    nonisolated init() {}
    var body: StubView { self }
}

/// What a stub returns where Apple's declaration returns `some Scene` (not Apple API).
nonisolated struct StubScene: Scene {
    nonisolated init() {}
    var body: StubScene { self }
}

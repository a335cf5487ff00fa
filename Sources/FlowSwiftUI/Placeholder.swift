// Compiled only where SwiftUI exists; see docs/swiftui.md.

import FlowCore

/// The big app's flows: sign-in, and the 20 tabs.
public enum BigAppRoute: String, Route, CaseIterable, Sendable {
    case signIn, main
}

import FlowCore

/// The big app's detours, presented fresh on the tabs.
public enum PromoRoute: String, Route, CaseIterable, Sendable {
    case offer, terms
}

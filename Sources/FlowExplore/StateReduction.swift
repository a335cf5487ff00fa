/// A reduction of the explored space: which states the explorer expands, and which it only
/// counts as represented by others (`Explorer.reduction`).
public enum StateReduction: String, CaseIterable, Hashable, Sendable, Codable {
    /// Partial-order reduction across the tabs of a tab coordinator: each tab's states are
    /// explored with the other tabs at rest (as they were when the tab coordinator appeared), and
    /// a state where tabs of two independent groups are away from rest is represented by those
    /// explored states instead of being expanded. Tabs a transition couples are merged into one
    /// group and explored as a product. See docs/exploration.md, "Reducing independent tabs".
    case tabs
}

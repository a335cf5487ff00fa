/// What a commit changed about one coordinator, as the bindings need to know it: each
/// step marks the coordinator it changes as it is planned, so the models that cannot have changed are
/// not even compared. `package`: only `FlowBindings` reads it.
package struct NodeChanges: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Its root or stack (push, replace, pop, reset).
    package static let routes = NodeChanges(rawValue: 1)
    /// Its root (a reset); always with `routes`.
    package static let root = NodeChanges(rawValue: 16)
    /// Which children are pushed onto it.
    package static let pushed = NodeChanges(rawValue: 2)
    /// What it presents: modal, detour, detents.
    package static let presentation = NodeChanges(rawValue: 4)
    /// Its selected tab.
    package static let tab = NodeChanges(rawValue: 8)
    /// Its children, registrations or links (ownership changes, restores): everything is read again.
    package static let all = NodeChanges(rawValue: 0xFF)
}

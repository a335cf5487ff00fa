/// What a commit changed about one coordinator, as the bindings need to know it: each
/// step marks the coordinator it changes as it is planned, so the models that cannot have changed are
/// not even compared. `package`: only `FlowBindings` reads it.
package struct NodeChanges: OptionSet, Sendable {
    package let rawValue: UInt8
    @inlinable package init(rawValue: UInt8) { self.rawValue = rawValue }

    // Computed and inlinable, not stored statics.

    /// Its root or stack (push, replace, pop, reset).
    @inlinable package static var routes: NodeChanges { NodeChanges(rawValue: 1) }
    /// Its root (a reset); always with `routes`.
    @inlinable package static var root: NodeChanges { NodeChanges(rawValue: 16) }
    /// Which children are pushed onto it.
    @inlinable package static var pushed: NodeChanges { NodeChanges(rawValue: 2) }
    /// What it presents: modal, detour, detents.
    @inlinable package static var presentation: NodeChanges { NodeChanges(rawValue: 4) }
    /// Its selected tab.
    @inlinable package static var tab: NodeChanges { NodeChanges(rawValue: 8) }
    /// Its children, registrations or links (ownership changes, restores): everything is read again.
    @inlinable package static var all: NodeChanges { NodeChanges(rawValue: 0xFF) }
}

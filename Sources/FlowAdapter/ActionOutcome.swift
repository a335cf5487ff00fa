import FlowCore

/// What one action did.
public struct ActionOutcome: Sendable {
    /// It did what it asked and reported no error.
    public var succeeded: Bool
    /// A navigation returned `false`.
    public var returnedFalse: Bool
    /// `ok`, the errors reported, or why the action made no sense here.
    public var message: String
    /// The errors reported while it ran.
    public var errors: [NavigationError]
    /// Why a `restore` action failed (the app is then unchanged), if it did.
    public var restoreError: NavigationRestoreError?

    /// An outcome (tools and tests build their own to check invariants).
    package init(succeeded: Bool, returnedFalse: Bool, message: String, errors: [NavigationError], restoreError: NavigationRestoreError? = nil) {
        self.succeeded = succeeded
        self.returnedFalse = returnedFalse
        self.message = message
        self.errors = errors
        self.restoreError = restoreError
    }

    /// The kinds of every error reported: each navigation error's code, then the restore failure.
    public var errorKinds: [ScenarioErrorKind] {
        errors.map { ScenarioErrorKind($0.kind.code) } + (restoreError.map { [ScenarioErrorKind($0.kind)] } ?? [])
    }
}

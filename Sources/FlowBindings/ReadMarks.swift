/// Which of a model's properties were read since each last notified its observers.
///
/// Observation's tracking is one-shot: `withObservationTracking` (and so a SwiftUI body) is
/// told of the first change after its read and must read again to hear of the next. So a
/// property nobody read since its last notification has no observer, and changing it needs no
/// notification: only the value is stored. That spares the registrar's lock and key-path
/// lookups for every model no view shows, which is most of them in an app.
struct ReadMarks {
    private var bits: UInt8 = 0

    /// Whether no property was read since it last notified: the model has no observer, so
    /// the bindings may leave it out of date until it is read (see `NavigationBindings`).
    var isEmpty: Bool { bits == 0 }

    /// Property `bit` was read (its getter called `ObservationRegistrar.access`).
    @inline(__always) mutating func read(_ bit: UInt8) { bits |= bit }

    /// Whether property `bit` was read since it last notified; clears the mark, because the
    /// notification about to be sent ends every tracking that read registered.
    @inline(__always) mutating func take(_ bit: UInt8) -> Bool {
        let wasRead = bits & bit != 0
        bits &= ~bit
        return wasRead
    }
}

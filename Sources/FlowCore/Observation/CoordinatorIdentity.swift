/// Which live coordinator a value is about, for tools that follow coordinators across
/// captures (`captureTreeWithIdentities()`). Never written anywhere.
public struct CoordinatorIdentity: Hashable, Sendable {
    let raw: ObjectIdentifier
    init(_ node: AnyObject) { raw = ObjectIdentifier(node) }
    init(raw: ObjectIdentifier) { self.raw = raw }
}

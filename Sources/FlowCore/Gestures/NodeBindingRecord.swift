/// What the bindings keep on a coordinator's engine record (`NodeHandle.bindingRecord`): the
/// coordinator's models. Told when the coordinator ends, so the bindings forget it without
/// holding a weak reference to it.
/// `package`: only `FlowBindings` conforms.
package protocol NodeBindingRecord: AnyObject {
    /// The coordinator is being deinitialised: its handle must not be used any more.
    func nodeWillEnd()
}

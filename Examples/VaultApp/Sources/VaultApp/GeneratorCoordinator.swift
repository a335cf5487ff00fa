import FlowCore

/// Tab 2, the password generator, with its history pushed on it.
public final class GeneratorCoordinator: Coordinator<GeneratorRoute> {
    /// A Generator tab at the generator.
    public init() { super.init(router: Router(initial: .generator)) }

    override public func canHandle(_ route: GeneratorRoute) -> Bool { true }
}

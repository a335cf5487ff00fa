import FlowCore

/// A detour: an offer and its terms.
public final class PromoCoordinator: Coordinator<PromoRoute> {
    public init() { super.init(router: Router(initial: .offer)) }
    override public func canHandle(_ route: PromoRoute) -> Bool { true }
}

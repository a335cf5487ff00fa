import FlowCore
import FlowScenarios

// Route discovery on the shapes of a password manager with one flow per account (issue 48,
// point 6): an orchestrator whose unlocked flow is reached only by a flow change to a route with
// a payload (`AccountsRoute.unlocked(userId:)`, a sample of the adapter), so every route type of
// that flow is found nowhere else; route enums with payload cases and payload-free cases that no
// tree shows at its start (`LockRoute.passwordHint`, `VaultRoute.viewProfileSwitcher`); and a
// route type that is not Codable (`SendRoute`), whose payload-free cases only samples can name.

/// The orchestrator's routes: one flow per state of an account.
public enum AccountsRoute: Route, Codable {
    case locked
    case unlocked(userId: String)
    public var identifier: String {
        switch self {
        case .locked: "locked"
        case let .unlocked(userId): "unlocked_\(userId)"
        }
    }
}

/// The lock screen: a payload root, and a payload-free case no tree shows.
public enum LockRoute: Route, Codable {
    case unlock(userId: String)
    case passwordHint
    public var identifier: String {
        switch self {
        case let .unlock(userId): "unlock_\(userId)"
        case .passwordHint: "passwordHint"
        }
    }
}

/// The vault of the unlocked flow (found only after the flow change).
public enum VaultRoute: Route, Codable {
    case list
    case item(id: String)
    case viewProfileSwitcher
    public var identifier: String {
        switch self {
        case .list: "list"
        case let .item(id): "item_\(id)"
        case .viewProfileSwitcher: "viewProfileSwitcher"
        }
    }
}

/// The account switcher, a modal of the vault (found only after the flow change).
public enum ProfileRoute: String, Route, CaseIterable { case switcher, addAccount }

/// Send, a child of the vault whose routes are not Codable: its payload-free `share` is known
/// only from a sample.
public enum SendRoute: Route {
    case compose
    case view(id: Int)
    case share
    public var identifier: String {
        switch self {
        case .compose: "compose"
        case let .view(id): "view_\(id)"
        case .share: "share"
        }
    }
}

public final class AccountsCoordinator: FlowOrchestrator<AccountsRoute> {
    public init() {
        super.init(router: Router(initial: .locked))
        addChild(LockCoordinator(userId: "carol"))
    }

    override public func canHandleFlowChange(to route: any Route) -> Bool { route is AccountsRoute }

    override public func handleFlowChange(to route: any Route) -> Bool {
        switch route {
        case AccountsRoute.locked: transitionToFlow(LockCoordinator(userId: "carol"), root: .locked)
        case let AccountsRoute.unlocked(userId): transitionToFlow(VaultCoordinator(), root: .unlocked(userId: userId))
        default: return false
        }
        return true
    }
}

public final class LockCoordinator: Coordinator<LockRoute> {
    public init(userId: String) { super.init(router: Router(initial: .unlock(userId: userId))) }
    override public func canHandle(_ route: LockRoute) -> Bool { true }
}

public final class VaultCoordinator: Coordinator<VaultRoute> {
    public init() {
        super.init(router: Router(initial: .list))
        addChild(SendCoordinator())
        addModalCoordinator(ProfileSwitcherCoordinator()) { $0 == .viewProfileSwitcher ? .switcher : nil }
    }
    override public func canHandle(_ route: VaultRoute) -> Bool { true }
    override public func navigationType(for route: VaultRoute) -> NavigationType { route == .viewProfileSwitcher ? .modal : .push }
}

public final class ProfileSwitcherCoordinator: Coordinator<ProfileRoute> {
    public init() { super.init(router: Router(initial: .switcher)) }
    override public func canHandle(_ route: ProfileRoute) -> Bool { true }
}

public final class SendCoordinator: Coordinator<SendRoute> {
    public init() { super.init(router: Router(initial: .compose)) }
    override public func canHandle(_ route: SendRoute) -> Bool { true }
}

/// The adapter: one sample, the unlocked flow's route; everything else is discovered.
public struct AccountsApp: AtlasApp, ExplorableApp {
    public init() {}
    public var name: String { "accounts" }
    public func makeRoot() -> any AnyCoordinator { AccountsCoordinator() }
    public var routeSamples: [AnyRoute] { [AnyRoute(AccountsRoute.unlocked(userId: "alice"))] }
}

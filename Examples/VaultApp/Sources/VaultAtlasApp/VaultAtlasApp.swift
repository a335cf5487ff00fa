import FlowAdapter
import FlowCore
import VaultApp

/// The vault app as FlowAtlas's tools see it, launched at `start`. Two of them share one
/// scenario folder: `vault` (alice's vault locked, as the app launches) and `vault-unlocked`
/// (alice's vault unlocked); a scenario names its app with `app:`.
///
/// The app opens every link with its own handler on the root (`VaultLinks.open(_:in:)`), so
/// `hasLinkHandler` is set and the tools run that handler instead of resolving
/// `route(forURL:)` from the visible screen.
public struct VaultAtlasApp: AtlasApp, DeepLinkingApp, ExplorableApp, DocumentedApp {
    /// The app's name on the command line and in scenario files.
    public let name: String
    /// Where the app is at launch.
    public let start: VaultStart

    /// An app named `name`, launched at `start`.
    public init(name: String, start: VaultStart) {
        self.name = name
        self.start = start
    }

    /// `vault`: alice's vault locked, as the app launches.
    public static var locked: VaultAtlasApp { VaultAtlasApp(name: "vault", start: .locked(userId: "alice")) }
    /// `vault-unlocked`: alice's vault unlocked, at the Vault tab.
    public static var unlocked: VaultAtlasApp { VaultAtlasApp(name: "vault-unlocked", start: .unlocked(userId: "alice")) }
    /// Both apps, the locked one first (the default app of a scenario that names none).
    public static var all: [VaultAtlasApp] { [locked, unlocked] }

    public func makeRoot() -> any AnyCoordinator { VaultApp.make(start: start) }

    public func route(forURL url: String) -> AnyRoute? { VaultLinks.target(for: url).map { AnyRoute($0.route) } }

    public var hasLinkHandler: Bool { true }

    /// The app's own handler, on the root whatever `coordinator` is.
    public func open(url: String, from coordinator: any AnyCoordinator, root: any AnyCoordinator) -> Bool {
        guard let app = root as? VaultAppCoordinator else { return false }
        return VaultLinks.open(url, in: app)
    }

    public var linkExamples: [String] {
        ["otpauth://totp/GitHub:alice?secret=JBSWY3DPEHPK3PXP&issuer=GitHub", "vault://tab/send", "vault://item/42", "vault://account/carol"]
    }

    public func url(for route: AnyRoute) -> String? {
        switch route.base {
        case let AppRoute.tab(tab) as AppRoute: "vault://tab/\(tab.name)"
        case let AppRoute.addTotp(key) as AppRoute: "otpauth://totp/Vault?secret=\(key)"
        case let VaultRoute.item(id) as VaultRoute: "vault://item/\(id)"
        case let UnlockRoute.vaultUnlock(userId) as UnlockRoute: "vault://account/\(userId)"
        default: nil
        }
    }

    /// Routes with payloads, an example of each, and `AppRoute.auth`: the auth flow is reached
    /// only by that flow change, and discovery does not make payload-free cases of the root's own
    /// route type by itself, so without the sample no auth route would be known to the `vault` app.
    public var routeSamples: [AnyRoute] {
        let routes: [any Route] =
            VaultApp.accounts.map { UnlockRoute.vaultUnlock(userId: $0) } + VaultTab.allCases.map { AppRoute.tab($0) } + [
                AppRoute.auth, AppRoute.unlocked(userId: "alice"), AppRoute.addTotp(key: "JBSWY3DPEHPK3PXP"), VaultRoute.folder(name: "work"),
                VaultRoute.item(id: "42"), ItemRoute.edit(id: "42"), ItemRoute.passwordHistory(id: "42"), SendRoute.viewSend(id: 1),
            ]
        return routes.map(AnyRoute.init)
    }

    /// What each screen's buttons open.
    public func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? {
        let taps: [any Route] =
            switch screen.base {
            case let auth as AuthRoute: Self.taps(on: auth)
            case let UnlockRoute.vaultUnlock(userId) as UnlockRoute: [AppRoute.unlocked(userId: userId), UnlockRoute.passwordHint, AppRoute.auth]
            case VaultRoute.list as VaultRoute: [VaultRoute.folder(name: "work"), VaultRoute.item(id: "42"), VaultRoute.profileSwitcher]
            case VaultRoute.folder as VaultRoute: [VaultRoute.item(id: "42")]
            case let ItemRoute.view(id) as ItemRoute: [ItemRoute.edit(id: id), ItemRoute.passwordHistory(id: id)]
            case ItemRoute.addTotp as ItemRoute: [ItemRoute.edit(id: "42")]
            case ProfileRoute.switcher as ProfileRoute: VaultApp.accounts.map { UnlockRoute.vaultUnlock(userId: $0) } + [AppRoute.auth]
            case SendRoute.sends as SendRoute: [SendRoute.addSend, SendRoute.viewSend(id: 1)]
            case GeneratorRoute.generator as GeneratorRoute: [GeneratorRoute.history]
            case SettingsRoute.settings as SettingsRoute: [SettingsRoute.accountSecurity, SettingsRoute.about]
            case SettingsRoute.accountSecurity as SettingsRoute: [AppRoute.locked, AppRoute.auth]
            default: []
            }
        return taps.map(AnyRoute.init)
    }

    private static func taps(on screen: AuthRoute) -> [any Route] {
        switch screen {
        case .landing: [AuthRoute.login, AuthRoute.createAccount]
        case .login: [AuthRoute.twoFactor, AppRoute.unlocked(userId: "alice")]
        case .twoFactor: [AppRoute.unlocked(userId: "alice")]
        case .createAccount: [AuthRoute.checkEmail]
        case .checkEmail: [AuthRoute.landing]
        }
    }

    public var overview: String {
        "Vault is FlowAtlas's example of a password manager built on coordinators: an app root (`VaultAppCoordinator`, a flow orchestrator) that swaps the auth flow (landing, login, account creation, with stack resets), one unlock flow per account (rooted at `UnlockRoute.vaultUnlock(userId:)`) and the unlocked tabs (Vault, Send, Generator, Settings); item screens in a sheet with its own stack over the vault; an account switcher; `otpauth://` and `vault://` links opened by the app's own handler on the root, which holds a link that arrives while the vault is locked and performs it after unlock. Two apps share its scenarios: `vault` (locked at launch) and `vault-unlocked`."
    }
}

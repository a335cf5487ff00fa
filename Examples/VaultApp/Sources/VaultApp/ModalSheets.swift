import FlowCore

/// Where the app registers its two item sheets, one function per sheet (issue 48, point 5).
///
/// Each sheet's root is the route it is presented for. Registered with
/// `addModalCoordinator(_:for:)`, a sheet is a dormant coordinator made up front, so it needs a
/// root before anything presents it: a placeholder (`view_`, `addTotp_`) that is replaced by the
/// presented route on presentation. Switching to modals made when presented changes only these
/// two functions.
enum ModalSheets {
    /// The item sheet of the Vault tab: `VaultRoute.item(id:)` presents `ItemRoute.view(id:)`.
    static func registerItemSheet(on vault: VaultCoordinator) {
        // PLACEHOLDER MODAL (item sheet): a dormant sheet with a fake root, `ItemRoute.view(id: "")`.
        vault.addModalCoordinator(ItemCoordinator(root: .view(id: ""))) { route in
            if case let .item(id) = route { ItemRoute.view(id: id) } else { nil }
        }
    }

    /// The TOTP sheet over the tabs: `AppRoute.addTotp(key:)` presents `ItemRoute.addTotp(key:)`.
    static func registerTotpSheet(on tabs: VaultTabCoordinator) {
        // PLACEHOLDER MODAL (TOTP sheet): a dormant sheet with a fake root, `ItemRoute.addTotp(key: "")`.
        tabs.addModalCoordinator(ItemCoordinator(root: .addTotp(key: ""))) { route in
            if case let .addTotp(key) = route { ItemRoute.addTotp(key: key) } else { nil }
        }
    }
}

import FlowCore

/// Where the app registers its two item sheets, one function per sheet.
///
/// Each sheet is made when it is presented (`addModalCoordinator(for:make:)`): its root is the
/// route it is presented for, and no coordinator waits dormant with a made-up root, so nothing
/// fake appears in snapshots, pictures, docs, the explorer's routes or saved states.
enum ModalSheets {
    /// The item sheet of the Vault tab: `VaultRoute.item(id:)` presents `ItemRoute.view(id:)`.
    static func registerItemSheet(on vault: VaultCoordinator) {
        vault.addModalCoordinator(
            for: { route in
                if case let .item(id) = route { ItemRoute.view(id: id) } else { nil }
            }, make: { ItemCoordinator(root: $0) })
    }

    /// The TOTP sheet over the tabs: `AppRoute.addTotp(key:)` presents `ItemRoute.addTotp(key:)`.
    static func registerTotpSheet(on tabs: VaultTabCoordinator) {
        tabs.addModalCoordinator(
            for: { route in
                if case let .addTotp(key) = route { ItemRoute.addTotp(key: key) } else { nil }
            }, make: { ItemCoordinator(root: $0) })
    }
}

/// The detents a presented modal offers and the one it starts at.
public struct ModalDetentConfiguration: Hashable, Sendable, Codable {
    /// The detents the user can drag between, in order.
    public var detents: [ModalPresentationDetent]
    /// The detent the sheet starts at; `nil` means the first one.
    public var selectedDetent: ModalPresentationDetent?

    /// Creates a configuration. `detents` must not be empty; `[]` becomes `[.large]`.
    public init(detents: [ModalPresentationDetent] = [.large], selectedDetent: ModalPresentationDetent? = nil) {
        self.detents = detents.isEmpty ? [.large] : detents
        self.selectedDetent = selectedDetent
    }

    /// A plain sheet: `[.large]`.
    public static let `default` = ModalDetentConfiguration()

    /// Whether the modal is a full-screen cover rather than a sheet: only when `.fullscreen` is
    /// the one detent offered. A full-screen cover has no other heights to drag to, so a
    /// configuration that also offers `.medium` (for example) is a sheet.
    public var shouldUseFullScreenCover: Bool { detents == [.fullscreen] }

    /// The detent the sheet is showing.
    public var effectiveDetent: ModalPresentationDetent { selectedDetent ?? detents[0] }
}

/// A sheet height a modal can rest at. Headless: recorded, never measured.
public enum ModalPresentationDetent: String, Sendable, Codable, CaseIterable {
    case small, medium, large, extraLarge, fullscreen, custom
}

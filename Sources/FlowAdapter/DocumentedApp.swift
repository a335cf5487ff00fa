/// An app that introduces itself in the generated docs (`flowatlas docs`).
public protocol DocumentedApp: AtlasApp {
    /// A paragraph introducing the app, placed at the top of the generated architecture page.
    var overview: String { get }
}

extension DocumentedApp {
    public var overview: String { "" }
}

/// The connected apps, for the index page.
struct InspectedAppList: Encodable, Equatable, Sendable {
    struct Entry: Encodable, Equatable, Sendable {
        var id: String
        var app: String
        var connected: Bool
        var steps: Int
    }
    var version: Int
    var apps: [Entry]
}

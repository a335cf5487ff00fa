/// A deployment floor on one Apple platform, compared as (major, minor): `14.0 < 15.0`.
struct PlatformVersion: Comparable, CustomStringConvertible {
    let major: Int
    let minor: Int

    init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `15`, `15.0`, `10_15` or `10.14.4` (the patch is ignored: no floor here depends on it).
    init?(_ text: some StringProtocol) {
        let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" }).map { Int($0) }
        guard let first = parts.first, let major = first, parts.allSatisfy({ $0 != nil }) else { return nil }
        self.init(major, parts.count > 1 ? parts[1]! : 0)
    }

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }

    var description: String { "\(major).\(minor)" }
}

/// What a module or a declaration needs on each Apple platform the package declares.
struct AppleFloor: CustomStringConvertible {
    let macOS: PlatformVersion
    let iOS: PlatformVersion

    init(macOS: PlatformVersion, iOS: PlatformVersion) {
        self.macOS = macOS
        self.iOS = iOS
    }

    /// Available wherever Swift runs on the declared platforms (macOS 10.15, iOS 13: Swift's own floor for packages).
    static let everywhere = AppleFloor(macOS: PlatformVersion(10, 15), iOS: PlatformVersion(13))

    /// What needs more than `declared`, as "macOS 15.0 > 14.0" phrases (empty when nothing does).
    func excess(over declared: AppleFloor) -> [String] {
        var found: [String] = []
        if macOS > declared.macOS { found.append("macOS \(macOS) > declared \(declared.macOS)") }
        if iOS > declared.iOS { found.append("iOS \(iOS) > declared \(declared.iOS)") }
        return found
    }

    var description: String { "macOS \(macOS), iOS \(iOS)" }
}

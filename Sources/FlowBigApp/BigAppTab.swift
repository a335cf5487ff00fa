/// One tab of the big synthetic app: a marker type, so each tab's routes and coordinators have
/// their own type names (`Screen<Cart>`, `DetailCoordinator<Cart>`), as a real app's modules do.
public protocol BigAppTab {
    /// The tab's position in the tab bar.
    static var index: Int { get }
    /// The tab's name in URLs (`bigapp://cart/detail`), lowercased.
    static var slug: String { get }
}

extension BigAppTab {
    public static var slug: String { String(describing: Self.self).lowercased() }
}

// The 20 tabs, in tab-bar order.
public enum Home: BigAppTab { public static let index = 0 }
public enum Feed: BigAppTab { public static let index = 1 }
public enum Explore: BigAppTab { public static let index = 2 }
public enum Cart: BigAppTab { public static let index = 3 }
public enum Orders: BigAppTab { public static let index = 4 }
public enum Wallet: BigAppTab { public static let index = 5 }
public enum Offers: BigAppTab { public static let index = 6 }
public enum Stores: BigAppTab { public static let index = 7 }
public enum Inbox: BigAppTab { public static let index = 8 }
public enum Alerts: BigAppTab { public static let index = 9 }
public enum Profile: BigAppTab { public static let index = 10 }
public enum Friends: BigAppTab { public static let index = 11 }
public enum Events: BigAppTab { public static let index = 12 }
public enum Music: BigAppTab { public static let index = 13 }
public enum Video: BigAppTab { public static let index = 14 }
public enum Photos: BigAppTab { public static let index = 15 }
public enum Maps: BigAppTab { public static let index = 16 }
public enum News: BigAppTab { public static let index = 17 }
public enum Games: BigAppTab { public static let index = 18 }
public enum Travel: BigAppTab { public static let index = 19 }

import FlowBindings
import FlowSwiftUI
import MailApp
import SwiftUI

// snippet:entry-point begin
/// The mail example as a SwiftUI app: the whole tree is one `CoordinatorView`.
@main
struct MailAppMain: App {
    // One NavigationBindings for the tree, kept as long as the views. The login flow's screens
    // are SwiftUI views; the other flows show their headless screens' titles until they get
    // factories of their own.
    @State private var bindings = NavigationBindings(root: AppCoordinator(loginScreens: LoginScreens.factory()))

    var body: some Scene {
        WindowGroup { CoordinatorView(bindings) }
    }
}
// snippet:entry-point end

import SwiftUI

/// The first screen: the app's name and a way to the sign-in form.
struct WelcomeScreen: View {
    let signIn: @MainActor () -> Void

    var body: some View {
        VStack {
            Text("Mail")
            Button("Sign in", action: signIn)
        }
    }
}

import SwiftUI

/// The sign-in form (no fields: the example has no accounts).
struct SignInScreen: View {
    let submit: @MainActor () -> Void

    var body: some View {
        VStack {
            Text("Sign in to Mail")
            Button("Sign in", action: submit)
        }
    }
}

import SwiftUI

/// A screen of the login flow: a title and one button (the example has no accounts, so no fields).
struct LoginPrompt: View {
    let title: String
    let button: String
    let action: @MainActor () -> Void

    var body: some View {
        VStack {
            Text(title)
            Button(button, action: action)
        }
    }
}

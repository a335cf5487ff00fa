#if canImport(SwiftUI)
    import FlowBindings
    import FlowCore
    import SwiftUI

    /// What one coordinator presents: `sheet(item:)` with its detents, and `fullScreenCover(item:)`
    /// for a full-screen modal and for a detour (a sheet on macOS, which has no covers). Each
    /// presented coordinator is shown by a `CoordinatorView`.
    ///
    /// Swiping a sheet down, closing a cover or a detour, and dragging a detent write the binding,
    /// which applies them as the user's gestures; a refused or vetoed write is put back.
    struct PresentationsView: View {
        @Bindable var presentation: PresentationBinding
        let bindings: NavigationBindings

        init(_ presentation: PresentationBinding, in bindings: NavigationBindings) {
            _presentation = Bindable(presentation)
            self.bindings = bindings
        }

        // snippet:presentations-body begin
        var body: some View {
            Color.clear
                .sheet(item: $presentation.sheet) { item in
                    CoordinatorView(id: item.id, in: bindings)
                        .presentationDetents(Set(item.detents.map { PresentationDetent($0) }), selection: $presentation.presentationDetent)
                }
                .cover(item: $presentation.cover, in: bindings)
                .cover(item: $presentation.detour, in: bindings)
        }
        // snippet:presentations-body end
    }

    extension View {
        /// Attaches what `presenter` presents (behind this view, which must stay on screen while it does).
        func presentations(of presenter: CoordinatorIdentity, in bindings: NavigationBindings) -> some View {
            background {
                if let coordinator = bindings.coordinator(presenter) {
                    PresentationsView(bindings.presentation(of: coordinator), in: bindings)
                }
            }
        }

        /// A full-screen cover of the presented coordinator (a sheet where covers do not exist).
        fileprivate func cover(item: Binding<PresentedItem?>, in bindings: NavigationBindings) -> some View {
            #if os(macOS)
                return sheet(item: item) { CoordinatorView(id: $0.id, in: bindings) }
            #else
                return fullScreenCover(item: item) { CoordinatorView(id: $0.id, in: bindings) }
            #endif
        }
    }

    extension PresentationBinding {
        /// `selectedDetent` as SwiftUI's detent, for `presentationDetents(_:selection:)`. A
        /// detent that none of the sheet's own maps to is written as `nil`, which the binding
        /// refuses and reports.
        var presentationDetent: PresentationDetent {
            get { PresentationDetent(selectedDetent ?? sheet?.detents.first ?? .large) }
            set { selectedDetent = (sheet?.detents ?? []).first { PresentationDetent($0) == newValue } }
        }
    }
#endif

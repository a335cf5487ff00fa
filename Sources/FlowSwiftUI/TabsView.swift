#if canImport(SwiftUI)
    import FlowBindings
    import FlowCore
    import SwiftUI

    /// A tab coordinator's tab bar: `TabView(selection:)` bound to the tabs binding's
    /// `selectedTab`, each tab a `CoordinatorView` of its coordinator, labelled by `label`.
    ///
    /// A tap on another tab writes `selectedTab`, which the binding applies as `.tabTap` (what the
    /// tab being left presents is dismissed, as `switchToTab(_:)` does); if `canUserDismiss(_:)`
    /// keeps something the tap would dismiss, the selection is put back.
    public struct TabsView<Label: View>: View {
        @Bindable var tabs: TabsBinding
        let bindings: NavigationBindings
        let label: @MainActor (TabItem) -> Label

        /// The tab bar `tabs` projects, from `bindings`, each tab labelled by `label`.
        public init(_ tabs: TabsBinding, in bindings: NavigationBindings, @ViewBuilder label: @escaping @MainActor (TabItem) -> Label) {
            _tabs = Bindable(tabs)
            self.bindings = bindings
            self.label = label
        }

        public var body: some View {
            TabView(selection: $tabs.selectedTab) {
                ForEach(tabs.tabs) { tab in
                    CoordinatorView(id: tab.id, in: bindings)
                        .tabItem { label(tab) }
                        .tag(tab.index)
                }
            }
            .presentations(of: tabs.coordinator, in: bindings)
        }
    }

    extension TabsView where Label == Text {
        /// The tab bar `tabs` projects, each tab labelled with its title (`Blue` for `BlueCoordinator`).
        public init(_ tabs: TabsBinding, in bindings: NavigationBindings) {
            self.init(tabs, in: bindings) { Text($0.title) }
        }
    }
#endif

import FlowCore
import Observation

/// A tab coordinator's tab bar: for `TabView(selection:)`.
///
/// Setting `selectedTab` is the user tapping a tab (`.tabTap`): it selects that tab the way
/// `switchToTab(_:)` does (what the tab being left presents is dismissed, every stack is
/// kept). Writing the current index does nothing; an index outside the tabs is refused
/// (`invalidTabIndex` to the tree's observers) and observers of `selectedTab` are told to
/// read it again.
public final class TabsBinding: Observable {
    /// The tab coordinator.
    public let coordinator: CoordinatorIdentity
    private let registrar = ObservationRegistrar()
    /// Retained: a view that keeps only this model still writes through it. (The tree keeps its
    /// models and its bindings until `NavigationBindings.detach()`.)
    private let bindings: NavigationBindings
    private var storedSelection: Int
    private var storedTabs: [TabItem]
    private var reads = ReadMarks()
    /// Out of date: changed while nobody observed it; brought up to date when next read.
    var isStale = false
    /// Whether a property was read since it last notified (an observer may be waiting).
    var isObserved: Bool { !reads.isEmpty }
    private static var selectionBit: UInt8 { 1 }
    private static var tabsBit: UInt8 { 2 }

    init(coordinator: CoordinatorIdentity, selectedTab: Int, tabs: [TabItem], bindings: NavigationBindings) {
        self.coordinator = coordinator
        storedSelection = selectedTab
        storedTabs = tabs
        self.bindings = bindings
    }

    /// The selected tab's index. Set when the user taps a tab.
    public var selectedTab: Int {
        get {
            if isStale { bindings.bringUpToDate(self) }
            registrar.access(self, keyPath: \.selectedTab)
            reads.read(Self.selectionBit)
            return storedSelection
        }
        set { bindings.write(selectedTab: newValue, to: self) }
    }

    /// The tabs, in order.
    public var tabs: [TabItem] {
        if isStale { bindings.bringUpToDate(self) }
        registrar.access(self, keyPath: \.tabs)
        reads.read(Self.tabsBit)
        return storedTabs
    }

    // MARK: Kept current by NavigationBindings

    var currentSelection: Int { storedSelection }
    var currentTabs: [TabItem] { storedTabs }

    func update(selectedTab: Int, tabs: [TabItem]) {
        if selectedTab != storedSelection {
            if reads.take(Self.selectionBit) {
                registrar.withMutation(of: self, keyPath: \.selectedTab) { storedSelection = selectedTab }
            } else {
                storedSelection = selectedTab
            }
        }
        if tabs != storedTabs {
            if reads.take(Self.tabsBit) { registrar.withMutation(of: self, keyPath: \.tabs) { storedTabs = tabs } } else { storedTabs = tabs }
        }
    }

    func revertSelection() { registrar.withMutation(of: self, keyPath: \.selectedTab) {} }
}

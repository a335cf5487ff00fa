import FlowCore
import Observation

/// What one coordinator presents: a sheet, a full-screen cover, a detour. For
/// `sheet(item:)`, `fullScreenCover(item:)` and `presentationDetents(_:selection:)`.
///
/// A presented modal is the `sheet`, or the `cover` when its detents are exactly
/// `[.fullscreen]`. A detour is `detour` (a view layer shows it as a cover).
///
/// Writes are the user's: `sheet`, `cover` or `detour` set to `nil` dismisses it (as
/// `.sheetDismissal`, `.coverDismissal`, `.coverDismissal`), and `selectedDetent` set to
/// another of the sheet's detents records the drag (`.detent`). Writing the current value does
/// nothing. Any other write (presenting something, a detent the sheet does not offer) is
/// refused: nothing changes, a `configurationError` goes to the tree's observers, and the
/// property's observers are told to read it again. A dismissal that `canUserDismiss(_:)`
/// refuses changes nothing either, and the property's observers are told the same way.
public final class PresentationBinding: Observable {
    /// The presenting coordinator.
    public let coordinator: CoordinatorIdentity
    private let registrar = ObservationRegistrar()
    /// Retained: a view that keeps only this model still writes through it. (The tree keeps its
    /// models and its bindings until `NavigationBindings.detach()`.)
    private let bindings: NavigationBindings
    private var storedSheet: PresentedItem?
    private var storedCover: PresentedItem?
    private var storedDetour: PresentedItem?
    private var storedDetent: ModalPresentationDetent?
    private var reads = ReadMarks()
    /// Out of date: changed while nobody observed it; brought up to date when next read.
    var isStale = false
    /// Whether a property was read since it last notified (an observer may be waiting).
    var isObserved: Bool { !reads.isEmpty }
    private static var detentBit: UInt8 { 8 }
    /// Who each slot shows, kept beside the items: trivial to copy, so checking a slot copies no item.
    private var shown = (sheet: CoordinatorIdentity?.none, cover: CoordinatorIdentity?.none, detour: CoordinatorIdentity?.none)

    init(coordinator: CoordinatorIdentity, bindings: NavigationBindings) {
        self.coordinator = coordinator
        self.bindings = bindings
    }

    /// The presented sheet. Set to `nil` when the user swipes it down.
    public var sheet: PresentedItem? {
        get {
            if isStale { bindings.bringUpToDate(self) }
            registrar.access(self, keyPath: \.sheet)
            reads.read(Slot.sheet.bit)
            return storedSheet
        }
        set { bindings.write(sheet: newValue, slot: .sheet, to: self) }
    }

    /// The presented full-screen cover. Set to `nil` when the user closes it.
    public var cover: PresentedItem? {
        get {
            if isStale { bindings.bringUpToDate(self) }
            registrar.access(self, keyPath: \.cover)
            reads.read(Slot.cover.bit)
            return storedCover
        }
        set { bindings.write(sheet: newValue, slot: .cover, to: self) }
    }

    /// The presented detour. Set to `nil` when the user closes it.
    public var detour: PresentedItem? {
        get {
            if isStale { bindings.bringUpToDate(self) }
            registrar.access(self, keyPath: \.detour)
            reads.read(Slot.detour.bit)
            return storedDetour
        }
        set { bindings.write(sheet: newValue, slot: .detour, to: self) }
    }

    /// The detent the sheet rests at (`nil` without a sheet). Set when the user drags it.
    public var selectedDetent: ModalPresentationDetent? {
        get {
            if isStale { bindings.bringUpToDate(self) }
            registrar.access(self, keyPath: \.selectedDetent)
            reads.read(Self.detentBit)
            return storedDetent
        }
        set { bindings.write(detent: newValue, to: self) }
    }

    // MARK: Kept current by NavigationBindings

    /// Which presentation a write is about.
    enum Slot {
        case sheet, cover, detour

        /// The slot's mark in `ReadMarks`.
        var bit: UInt8 {
            switch self {
            case .sheet: 1
            case .cover: 2
            case .detour: 4
            }
        }
    }

    func current(_ slot: Slot) -> PresentedItem? {
        switch slot {
        case .sheet: storedSheet
        case .cover: storedCover
        case .detour: storedDetour
        }
    }

    var currentDetent: ModalPresentationDetent? { storedDetent }

    /// The coordinator `slot` shows, if any (no copy of the item).
    func shown(_ slot: Slot) -> CoordinatorIdentity? {
        switch slot {
        case .sheet: shown.sheet
        case .cover: shown.cover
        case .detour: shown.detour
        }
    }

    /// Whether `slot`, which shows coordinator `id`, shows it at a route `isShown` accepts with `detents`.
    func shows(_ slot: Slot, detents: [ModalPresentationDetent], matching isShown: (AnyRoute) -> Bool) -> Bool {
        guard let item = current(slot) else { return false }
        return item.detents == detents && isShown(item.route)
    }

    /// Sets `slot` to `item`, which the caller found different from what it shows.
    func replace(_ slot: Slot, with item: PresentedItem?) {
        let notifies = reads.take(slot.bit)
        switch slot {
        case .sheet:
            shown.sheet = item?.id
            if notifies { registrar.withMutation(of: self, keyPath: \.sheet) { storedSheet = item } } else { storedSheet = item }
        case .cover:
            shown.cover = item?.id
            if notifies { registrar.withMutation(of: self, keyPath: \.cover) { storedCover = item } } else { storedCover = item }
        case .detour:
            shown.detour = item?.id
            if notifies { registrar.withMutation(of: self, keyPath: \.detour) { storedDetour = item } } else { storedDetour = item }
        }
    }

    func update(detent: ModalPresentationDetent?) {
        guard detent != storedDetent else { return }
        if reads.take(Self.detentBit) { registrar.withMutation(of: self, keyPath: \.selectedDetent) { storedDetent = detent } } else { storedDetent = detent }
    }

    /// Tells the slot's observers to read it again (a write was refused or vetoed).
    func revert(_ slot: Slot) {
        switch slot {
        case .sheet: registrar.withMutation(of: self, keyPath: \.sheet) {}
        case .cover: registrar.withMutation(of: self, keyPath: \.cover) {}
        case .detour: registrar.withMutation(of: self, keyPath: \.detour) {}
        }
    }

    func revertDetent() { registrar.withMutation(of: self, keyPath: \.selectedDetent) {} }
}

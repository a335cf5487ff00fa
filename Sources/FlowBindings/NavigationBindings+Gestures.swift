import FlowCore

/// The user's gestures: what a view writes to a model, applied as navigation or refused.
extension NavigationBindings {
    func write(path: [StackEntry], gesture: UserGesture?, to binding: StackBinding) -> Bool {
        if binding.isStale { bringUpToDate(binding) }
        let current = binding.currentPath
        guard path != current, let owner = coordinator(binding.coordinator) else { return false }
        guard path.count < current.count, zip(path, current).allSatisfy({ $0.isSameSlot(as: $1) }) else {
            let reason = path.count >= current.count ? "is not shorter than" : "is not a prefix of"
            owner.refuseUserWrite("the path written to \(binding.coordinator)'s stack binding \(reason) its path: a view layer may only go back")
            binding.revertPath()
            return false
        }
        let gesture = gesture ?? (path.count == current.count - 1 ? .backButton : .backMenu)
        let record = records[binding.coordinator]
        record?.keptByGesture = path.count
        let applied = owner.userPop(keeping: path.count, gesture: gesture) == .applied
        record?.keptByGesture = nil
        if !applied { binding.revertPath() }
        return applied
    }

    func write(sheet item: PresentedItem?, slot: PresentationBinding.Slot, to binding: PresentationBinding) {
        if binding.isStale { bringUpToDate(binding) }
        guard item != binding.current(slot), let presenter = coordinator(binding.coordinator) else { return }
        let result: UserGestureResult
        switch (item, slot) {
        case (nil, .sheet): result = presenter.userDismissModal(gesture: .sheetDismissal)
        case (nil, .cover): result = presenter.userDismissModal(gesture: .coverDismissal)
        case (nil, .detour): result = presenter.userDismissDetour(gesture: .coverDismissal)
        case let (.some(item), _):
            presenter.refuseUserWrite("a view layer may only dismiss what is presented, not present \(item.route)")
            result = .unchanged
        }
        if result != .applied { binding.revert(slot) }
    }

    func write(detent: ModalPresentationDetent?, to binding: PresentationBinding) {
        if binding.isStale { bringUpToDate(binding) }
        guard detent != binding.currentDetent, let presenter = coordinator(binding.coordinator) else { return }
        let result: UserGestureResult
        if let detent {
            result = presenter.userSelectDetent(detent)
        } else {
            presenter.refuseUserWrite("a sheet's detent cannot be set to none; dismiss the sheet instead")
            result = .unchanged
        }
        if result != .applied { binding.revertDetent() }
    }

    func write(selectedTab index: Int, to binding: TabsBinding) {
        if binding.isStale { bringUpToDate(binding) }
        guard index != binding.currentSelection, let tabs = coordinator(binding.coordinator) else { return }
        if tabs.userSelectTab(index) != .applied { binding.revertSelection() }
    }
}

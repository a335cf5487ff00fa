import FlowCore

/// DeepBlue's modal at `level3Modal`; presents the nested modal.
public final class Level3ModalCoordinator: DemoCoordinator<DeepBlueRoute> {
    public init() {
        super.init(root: .level3Modal, behaviour: .handling([.level3Modal, .level3NestedModal], modal: [.level3NestedModal]))
        addModalCoordinator(NestedModalCoordinator())
    }
}

import FlowCore

/// The modal inside DeepBlue's modal; owns Ocean.
public final class NestedModalCoordinator: DemoCoordinator<DeepBlueRoute> {
    public init() {
        super.init(root: .level3NestedModal, behaviour: .handling([.level3NestedModal]))
        addChild(OceanCoordinator())
    }
}

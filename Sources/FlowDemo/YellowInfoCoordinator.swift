import FlowCore

/// Yellow's info sheet.
public final class YellowInfoCoordinator: DemoCoordinator<YellowRoute> {
    public init() { super.init(root: .info, behaviour: .handling([.info])) }
}

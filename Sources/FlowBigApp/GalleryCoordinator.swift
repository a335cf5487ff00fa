import FlowCore

/// Pushed inside the detail.
public final class GalleryCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() { super.init(root: "gallery", handles: ["gallery", "photo"]) }
}

import FlowCore

/// Pushed from the tab's root; `detail3` builds `detail2` first. Pushes the gallery.
public final class DetailCoordinator<Tab: BigAppTab>: TabScreenCoordinator<Tab> {
    public init() {
        super.init(root: "detail", handles: ["detail", "detail2", "detail3"], paths: ["detail3": ["detail2", "detail3"]])
        addChild(GalleryCoordinator<Tab>())
    }
}

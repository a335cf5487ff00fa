/// Every protocol an app could adopt, as one: what `ScenarioApp` was before the adapter was split
/// into ``AtlasApp`` and its optional protocols. An app conforming to it keeps building and
/// working unchanged (each member it implements is found through its protocol).
@available(
    *, deprecated,
    message:
        "conform to AtlasApp and the optional protocols you implement: DeepLinkingApp, DetourPresentingApp, ExplorableApp, DocumentedApp (docs/migrating.md)"
)
public typealias ScenarioApp = AtlasApp & DeepLinkingApp & DetourPresentingApp & ExplorableApp & DocumentedApp

import FlowAtlasKit
import SocialAtlasApp

FlowAtlasCommand.main(apps: [SocialAtlasApp()])

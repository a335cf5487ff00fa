import FlowAtlasKit
import VaultAtlasApp

FlowAtlasCommand.main(apps: VaultAtlasApp.all)

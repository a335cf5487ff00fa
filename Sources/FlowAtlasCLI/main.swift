import FlowAtlasKit

FlowAtlasCommand.runMain()

import FlowCore

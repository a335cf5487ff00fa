import FlowAtlasKit
import MailAtlasApp

FlowAtlasCommand.main(apps: [MailAtlasApp()])

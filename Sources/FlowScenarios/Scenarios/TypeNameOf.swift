import FlowCore
import Foundation
import Yams

/// Type names as `AnyRoute.typeName` spells them.
enum TypeNameOf {
    static func name(_ type: any Route.Type) -> String { String(describing: type) }
}

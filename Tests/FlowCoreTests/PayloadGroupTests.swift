import Testing

@testable import FlowCore

/// A shared destination enum with one case holding another enum (a sheet enum), as a real app
/// writes it: pictures group values at the innermost enum case, not at `sheet(…)`.
private enum SheetRoute: Route, Equatable {
    case compose, reply(id: Int), report(reason: String)
    var identifier: String {
        switch self {
        case .compose: "compose"
        case let .reply(id): "reply_\(id)"
        case let .report(reason): "report_\(reason)"
        }
    }
}

private enum DestinationRoute: Route, Equatable {
    case timeline, status(Int), sheet(SheetRoute)
    var identifier: String {
        switch self {
        case .timeline: "timeline"
        case let .status(id): "status_\(id)"
        case let .sheet(sheet): "sheet_\(sheet.identifier)"
        }
    }
}

@Suite("Payload groups")
struct PayloadGroupTests {
    @Test("a case holding an enum groups at its innermost case; other payloads at their case")
    func innermost() {
        let grouped = { (route: DestinationRoute) in RouteValue(route).grouped.identifier }
        #expect(grouped(.sheet(.reply(id: 3))) == "sheet(reply(…))")
        #expect(grouped(.sheet(.reply(id: 4))) == "sheet(reply(…))")
        #expect(grouped(.sheet(.compose)) == "sheet(compose)")
        #expect(grouped(.sheet(.report(reason: "spam"))) == "sheet(report(…))")
        #expect(grouped(.status(7)) == "status(…)")
        #expect(grouped(.timeline) == "timeline")
        #expect(RouteValue(DestinationRoute.sheet(.compose)).payloadCase == "sheet")
    }

    @Test("the coordinator's fast path groups the same way")
    func throughCapture() {
        let coordinator = Coordinator<DestinationRoute>(router: Router(initial: .sheet(.reply(id: 1))))
        #expect(coordinator.captureTree().root.root.grouped.identifier == "sheet(reply(…))")
    }
}

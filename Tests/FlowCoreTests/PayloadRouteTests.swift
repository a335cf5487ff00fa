import FlowCore
import Foundation
import Testing

/// Routes with payloads: identity by value (issue 12), modals meant for a case with a payload.
enum PayloadFixtures {
    enum MailRoute: Route, Codable {
        case inbox
        case thread(id: Int)
        case reply(to: Int)
        case attachment(name: String)
        case compose

        var identifier: String {
            switch self {
            case .inbox: "inbox"
            case let .thread(id): "thread_\(id)"
            case let .reply(to): "reply_\(to)"
            case let .attachment(name): "attachment_\(name)"
            case .compose: "compose"
            }
        }
    }

    /// The inbox: pushes threads, presents replies and the composer as modals.
    final class Inbox: Coordinator<MailRoute> {
        init() {
            super.init(router: Router(initial: .inbox))
            addModalCoordinator(Reply())
            addModalCoordinator(Composer())
        }

        override func canHandle(_ route: MailRoute) -> Bool {
            switch route {
            case .inbox, .thread, .reply, .compose: true
            default: false
            }
        }

        override func navigationType(for route: MailRoute) -> NavigationType {
            switch route {
            case .reply, .compose: .modal
            default: .push
            }
        }
    }

    /// The reply sheet: registered with a placeholder root; presents attachments as a nested modal.
    final class Reply: Coordinator<MailRoute> {
        init() {
            super.init(router: Router(initial: .reply(to: 0)))
            addModalCoordinator(Attachment())
        }

        override func canHandle(_ route: MailRoute) -> Bool {
            switch route {
            case .attachment: true
            default: false
            }
        }

        override func navigationType(for route: MailRoute) -> NavigationType { .modal }
    }

    final class Attachment: Coordinator<MailRoute> {
        init() { super.init(router: Router(initial: .attachment(name: "placeholder"))) }
        override func canHandle(_ route: MailRoute) -> Bool {
            if case .attachment = route { return true }
            return false
        }
    }

    final class Composer: Coordinator<MailRoute> {
        init() { super.init(router: Router(initial: .compose)) }
        override func canHandle(_ route: MailRoute) -> Bool { route == .compose }
    }

    /// A reply coordinator variant whose canHandle accepts replies, for the registered-modal rule.
    final class ReplyTaker: Coordinator<MailRoute> {
        init() { super.init(router: Router(initial: .reply(to: 0))) }
        override func canHandle(_ route: MailRoute) -> Bool {
            if case .reply = route { return true }
            return false
        }
    }
}

@Suite("Routes with payloads")
struct PayloadRouteTests {
    typealias MailRoute = PayloadFixtures.MailRoute

    @Test("two values of one case are different routes: each is pushed, with an event")
    func equalityByValue() {
        let inbox = PayloadFixtures.Inbox()
        let recorder = NavigationRecorder()
        inbox.addObserver(recorder)
        #expect(inbox.navigate(to: MailRoute.thread(id: 1)))
        #expect(inbox.navigate(to: MailRoute.thread(id: 2)))
        #expect(inbox.router.state.stack == [.thread(id: 1), .thread(id: 2)])
        #expect(BehaviourFixtures.steps(recorder.events) == ["push thread_1", "push thread_2"])
        #expect(AnyRoute(MailRoute.thread(id: 1)) != AnyRoute(MailRoute.thread(id: 2)))
        #expect(AnyRoute(MailRoute.thread(id: 1)) == AnyRoute(MailRoute.thread(id: 1)))
    }

    @Test("the value already shown is 'already shown'; smart back finds the value, not the identifier")
    func alreadyShownAndSmartBackByValue() {
        let inbox = PayloadFixtures.Inbox()
        for id in 1...3 { inbox.navigate(to: MailRoute.thread(id: id)) }
        let recorder = NavigationRecorder()
        inbox.addObserver(recorder)
        #expect(inbox.navigate(to: MailRoute.thread(id: 3)))
        #expect(recorder.events.isEmpty, "already shown: nothing to do")
        #expect(inbox.navigate(to: MailRoute.thread(id: 1)))
        #expect(inbox.router.state.stack == [.thread(id: 1)], "smart back to the first thread")
    }

    @Test("a .modal route with a payload presents the registered modal that can handle it, showing the value")
    func payloadModalShowsItsValue() throws {
        let inbox = PayloadFixtures.Inbox()
        #expect(inbox.navigate(to: MailRoute.reply(to: 42)) == false, "Reply's canHandle refuses replies: no modal takes it")
        let taker = PayloadFixtures.ReplyTaker()
        let plain = Coordinator<MailRoute>(router: Router(initial: .compose))
        let host = HostInbox(modals: [plain, taker])
        #expect(host.navigate(to: MailRoute.reply(to: 42)))
        let presented = try #require(host.presentedModal as? PayloadFixtures.ReplyTaker)
        #expect(presented.router.state.root == .reply(to: 42))
        #expect(host.router.state.presented == .reply(to: 42))
    }

    @Test("re-presenting with another payload shows the new value; dismissal keeps the modal registered")
    func representWithAnotherPayload() throws {
        let host = HostInbox(modals: [PayloadFixtures.ReplyTaker()])
        let recorder = NavigationRecorder()
        host.addObserver(recorder)
        #expect(host.navigate(to: MailRoute.reply(to: 42)))
        host.dismissModal()
        #expect(host.presentedModal == nil)
        #expect(host.navigate(to: MailRoute.reply(to: 43)))
        let presented = try #require(host.presentedModal as? PayloadFixtures.ReplyTaker)
        #expect(presented.router.state.root == .reply(to: 43))
        #expect(
            BehaviourFixtures.steps(recorder.events) == [
                "resetRoot reply_42", "presentModal reply_42", "dismissModal",
                "resetRoot reply_43", "presentModal reply_43",
            ])
        #expect(host.modalCoordinators.count == 1)
    }

    @Test("payload-free modals keep matching by their root; a nested payload modal shows its value")
    func payloadFreeAndNested() throws {
        let inbox = PayloadFixtures.Inbox()
        #expect(inbox.navigate(to: MailRoute.compose))
        #expect(inbox.presentedModal is PayloadFixtures.Composer)
        inbox.dismissModal()

        let host = HostInbox(modals: [ReplyWithAttachments()])
        #expect(host.navigate(to: MailRoute.reply(to: 7)))
        let reply = try #require(host.presentedModal as? ReplyWithAttachments)
        #expect(reply.navigate(to: MailRoute.attachment(name: "a.pdf")))
        let attachment = try #require(reply.presentedModal as? PayloadFixtures.Attachment)
        #expect(attachment.router.state.root == .attachment(name: "a.pdf"))
        #expect(host.captureTree().outline.contains("Attachment<MailRoute> root=attachment_a.pdf"))
    }

    @Test("a path entry equal by identifier but not by value does not end the path; such values are still different routes")
    func pathEndsOnlyAtTheValue() {
        let shop = ProductShop()
        #expect(shop.navigate(to: ProductRoute.product(id: 2)))
        #expect(shop.router.state.stack == [.product(id: 1), .product(id: 2)])
        #expect(shop.navigate(to: ProductRoute.product(id: 3)), "identifier 'product' is shown, but not this value")
        #expect(shop.router.state.stack == [.product(id: 1), .product(id: 2), .product(id: 3)])
    }
}

/// An inbox hosting the given modals, presenting replies and compose as modals.
final class HostInbox: Coordinator<PayloadFixtures.MailRoute> {
    init(modals: [Coordinator<PayloadFixtures.MailRoute>]) {
        super.init(router: Router(initial: .inbox))
        for modal in modals { addModalCoordinator(modal) }
    }
    override func canHandle(_ route: PayloadFixtures.MailRoute) -> Bool { true }
    override func navigationType(for route: PayloadFixtures.MailRoute) -> NavigationType {
        switch route {
        case .reply, .compose: .modal
        default: .push
        }
    }
}

/// A reply sheet that takes replies and presents attachments in a nested modal.
final class ReplyWithAttachments: Coordinator<PayloadFixtures.MailRoute> {
    init() {
        super.init(router: Router(initial: .reply(to: 0)))
        addModalCoordinator(PayloadFixtures.Attachment())
    }
    override func canHandle(_ route: PayloadFixtures.MailRoute) -> Bool {
        switch route {
        case .reply, .attachment: true
        default: false
        }
    }
    override func navigationType(for route: PayloadFixtures.MailRoute) -> NavigationType {
        if case .attachment = route { return .modal }
        return .push
    }
}

/// A route whose identifier leaves the payload out (the reference design's test shape).
enum ProductRoute: Route {
    case list
    case product(id: Int)
    var identifier: String {
        switch self {
        case .list: "list"
        case .product: "product"
        }
    }
}

/// A shop whose deep-link path to a product is every product before it.
final class ProductShop: Coordinator<ProductRoute> {
    init() { super.init(router: Router(initial: .list)) }
    override func canHandle(_ route: ProductRoute) -> Bool { true }
    override func navigationPath(for route: ProductRoute) -> [ProductRoute]? {
        guard case let .product(id) = route, id > 1 else { return nil }
        return (1...id).map { .product(id: $0) }
    }
}

@Suite("Saving and restoring navigation")
struct SaveRestoreCoreTests {
    typealias MailRoute = PayloadFixtures.MailRoute

    @Test("a payload modal and a stack round-trip into a fresh tree; the JSON is versioned and deterministic")
    func roundTrip() throws {
        let host = HostInbox(modals: [ReplyWithAttachments()])
        host.navigate(to: MailRoute.thread(id: 3))
        host.navigate(to: MailRoute.reply(to: 42))
        (host.presentedModal as? ReplyWithAttachments)?.navigate(to: MailRoute.attachment(name: "a.pdf"))
        let data = try host.saveNavigation().json()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("{\"records\":[{"))
        #expect(text.hasSuffix("\"version\":3}"))
        #expect(text.contains(#""reply":{"to":42}"#), "format 3 nests the route")
        let fresh = HostInbox(modals: [ReplyWithAttachments()])
        try fresh.restoreNavigation(from: data)
        #expect(fresh.captureTree() == host.captureTree())
        #expect((fresh.presentedModal as? ReplyWithAttachments)?.router.state.root == .reply(to: 42))
        #expect(try fresh.saveNavigation().json() == data)
    }

    @Test("what cannot be saved or restored is a typed error: a non-Codable route type, an unregistered modal, a newer format, a removed case, another tree")
    func typedErrors() throws {
        let shop = ProductShop()
        #expect(
            throws: NavigationRestoreError(
                .notCodable, path: "ProductShop", message: "ProductRoute is not Codable (expected Codable route types to save navigation)")
        ) {
            try shop.saveNavigation()
        }

        let host = HostInbox(modals: [])
        host.presentModal(Coordinator<MailRoute>(router: Router(initial: .compose)), presenting: .compose)
        let unregistered = #expect(throws: NavigationRestoreError.self) { try host.saveNavigation() }
        #expect(unregistered?.kind == .unregisteredModal)

        let saved = try PayloadFixtures.Inbox().saveNavigation()
        var newer = saved
        newer.version = SavedNavigation.currentVersion + 1
        let target = PayloadFixtures.Inbox()
        target.navigate(to: MailRoute.thread(id: 9))
        let before = target.captureTree()
        #expect((#expect(throws: NavigationRestoreError.self) { try target.restoreNavigation(from: newer.json()) })?.kind == .newerFormat)
        var removed = saved
        removed.root.root = #"{"archive":{}}"#
        #expect((#expect(throws: NavigationRestoreError.self) { try target.restoreNavigation(removed) })?.kind == .unknownRoute)
        #expect((#expect(throws: NavigationRestoreError.self) { try HostInbox(modals: []).restoreNavigation(saved) })?.kind == .mismatch)
        #expect((#expect(throws: NavigationRestoreError.self) { try target.restoreNavigation(from: Data("{\"root\":".utf8)) })?.kind == .corrupted)
        #expect(target.captureTree() == before, "every failure left the tree as it was")
    }
}

import FlowCore
import Foundation
import Testing

// The README's usage example, verbatim between the markers; a test below checks that
// README.md shows exactly this code, so the README cannot drift from code that compiles.
// README-EXAMPLE-BEGIN
enum ShopRoute: String, Route { case list, detail, checkout }

final class ShopCoordinator: Coordinator<ShopRoute> {
    override func canHandle(_ route: ShopRoute) -> Bool { true }
    override func navigationType(for route: ShopRoute) -> NavigationType {
        route == .checkout ? .modal : .push
    }
}

final class CheckoutCoordinator: Coordinator<ShopRoute> {
    override func canHandle(_ route: ShopRoute) -> Bool { route == .checkout }
}

enum UnknownRoute: String, Route { case nowhere }

func shopExample() -> (ShopCoordinator, NavigationRecorder) {
    let shop = ShopCoordinator(router: Router(initial: .list))
    shop.addModalCoordinator(CheckoutCoordinator(router: Router(initial: .checkout)))
    let recorder = NavigationRecorder()
    shop.addObserver(recorder)

    shop.navigate(to: ShopRoute.detail)  // true: stack is [detail]
    shop.navigate(to: ShopRoute.checkout)  // true: presents CheckoutCoordinator
    let before = shop.captureTree()
    shop.navigate(to: UnknownRoute.nowhere)  // false: nothing changes
    assert(shop.captureTree() == before)
    print(recorder.errors.last!)  // navigationFailed in ShopCoordinator for UnknownRoute.nowhere: …
    print(shop.captureTree().outline)
    return (shop, recorder)
}
// README-EXAMPLE-END

@Test("README example behaves as its comments say")
func readmeExampleBehaves() {
    let (shop, recorder) = shopExample()
    #expect(shop.router.state.stack == [.detail])
    #expect(shop.router.state.presented == .checkout)
    #expect(shop.presentedModal is CheckoutCoordinator)
    #expect(recorder.errors.map(\.kind) == [.navigationFailed])
    #expect(recorder.events.map(\.kind) == [.push, .presentModal])
}

@Test("README shows exactly the example this file compiles")
func readmeShowsCompiledExample() throws {
    let testFile = URL(fileURLWithPath: #filePath)
    let root = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(contentsOf: testFile, encoding: .utf8)
    func between(_ text: String, _ start: String, _ end: String) throws -> String {
        let lower = try #require(text.range(of: start)).upperBound
        let upper = try #require(text.range(of: end, range: lower..<text.endIndex)).lowerBound
        return text[lower..<upper].trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let example = try between(source, "// README-EXAMPLE-" + "BEGIN", "// README-EXAMPLE-" + "END")
    let shown = try between(readme, "```swift\nimport FlowCore\n", "```")
    #expect(shown == example)
}

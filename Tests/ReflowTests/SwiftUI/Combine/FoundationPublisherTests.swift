import Combine
import CombineNetworking
import XCTest
@testable import Reflow

/// Foundation's Combine publishers as Apple spells them: `NotificationCenter.publisher(for:object:)` delivers what
/// is posted; `URLSession.dataTaskPublisher(for:)` does not fetch in a preview and fails with a `URLError`.
final class FoundationPublisherTests: XCTestCase {
    private static let changed = Notification.Name("FoundationPublisherTests.changed")

    func testANotificationCentersPublisherDeliversWhatIsPostedWhileSubscribed() {
        let center = NotificationCenter()
        let sender = NSObject(), other = NSObject()
        var all: [String] = [], fromSender: [String] = []
        let a = center.publisher(for: Self.changed).sink { all.append($0.userInfo?["value"] as? String ?? "") }
        let b = center.publisher(for: Self.changed, object: sender)
            .map { $0.userInfo?["value"] as? String ?? "" }
            .sink { fromSender.append($0) }
        center.post(name: Self.changed, object: sender, userInfo: ["value": "one"])
        center.post(name: Self.changed, object: other, userInfo: ["value": "two"])
        center.post(name: Notification.Name("another"), object: sender, userInfo: ["value": "three"])
        XCTAssertEqual(all, ["one", "two"])
        XCTAssertEqual(fromSender, ["one"], "only the object's notifications")
        a.cancel()
        center.post(name: Self.changed, object: sender, userInfo: ["value": "four"])
        XCTAssertEqual(all, ["one", "two"], "nothing after cancelling")
        XCTAssertEqual(fromSender, ["one", "four"])
        _ = b
    }

    func testANotificationPublisherRespectsDemand() {
        let center = NotificationCenter()
        var received = 0
        // A subscriber that asks for one value only: a second notification is dropped.
        let subscriber = AnySubscriber<Notification, Never>(receiveSubscription: { $0.request(.max(1)) },
                                                             receiveValue: { _ in received += 1; return .none })
        center.publisher(for: Self.changed).subscribe(subscriber)
        center.post(name: Self.changed, object: nil)
        center.post(name: Self.changed, object: nil)
        XCTAssertEqual(received, 1)
    }

    func testADataTaskFailsWithAURLErrorInsteadOfFetching() throws {
        let url = try XCTUnwrap(URL(string: "https://example.org/items.json"))
        var failure: URLError?
        var values = 0
        let cancellable = URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .sink(receiveCompletion: { if case .failure(let error) = $0 { failure = error } },
                  receiveValue: { _ in values += 1 })
        XCTAssertEqual(values, 0)
        XCTAssertEqual(failure?.code, .notConnectedToInternet)
        XCTAssertEqual(failure?.userInfo[NSURLErrorFailingURLErrorKey] as? URL, url)
        _ = cancellable
    }
}

// `URLSession`'s Combine publisher, as Apple's Foundation adds it. A preview build compiles this file with the
// user's files (in their module) when they name networking types, and imports FoundationNetworking into every
// one of them (`PreviewBuilder.networkingNames`): on Linux `URLSession`, `URLRequest` and `URLResponse` live
// there, while on Apple platforms `import Foundation` brings them (docs/platform-modules.md). It is a module of
// its own for Reflow's tests.
import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
import OpenCombine

extension URLSession {
    /// What `dataTaskPublisher(for:)` makes, as Foundation spells it. A preview does not fetch from the network:
    /// on subscription (once asked for a value) it fails with `URLError(.notConnectedToInternet)`, and says so in
    /// one line on standard error, once per address, so that a view model's error path shows in the preview
    /// rather than a request that never answers.
    public struct DataTaskPublisher: OpenCombine.Publisher {
        /// The data fetched and the response that brought it.
        public typealias Output = (data: Data, response: URLResponse)
        /// What a fetch fails with: in a preview, always `.notConnectedToInternet`.
        public typealias Failure = URLError

        /// The request that would be sent.
        public let request: URLRequest
        /// The session that would send it.
        public let session: URLSession

        /// A publisher of `session`'s answer to `request`.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        /// Fails `subscriber` once it asks for a value (see `DataTaskPublisher`).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: RefusedFetch(subscriber: subscriber, request: request))
        }
    }

    /// A publisher of the data at `url` and the response that brought it (in a preview: a failure, see
    /// `DataTaskPublisher`).
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of the data `request` answers with and the response that brought it (in a preview: a
    /// failure, see `DataTaskPublisher`).
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}

/// A data task that fails as soon as it is asked for its value, as one without a network connection does.
private final class RefusedFetch<S: Subscriber>: Subscription, @unchecked Sendable
    where S.Input == URLSession.DataTaskPublisher.Output, S.Failure == URLError
{
    private let lock = NSLock()
    private var subscriber: S?
    private let request: URLRequest

    init(subscriber: S, request: URLRequest) {
        self.subscriber = subscriber
        self.request = request
    }

    func request(_ demand: Subscribers.Demand) {
        // The one answer goes out once: the subscriber is let go as it is taken.
        let subscriber = lock.withLock { () -> S? in
            guard demand > 0 else { return nil }
            defer { self.subscriber = nil }
            return self.subscriber
        }
        guard let subscriber else { return }
        let address = request.url?.absoluteString ?? "(no URL)"
        RefusedFetches.report(address)
        var info: [String: Any] = [NSLocalizedDescriptionKey: "A preview does not fetch from the network."]
        if let url = request.url { info[NSURLErrorFailingURLErrorKey] = url }
        subscriber.receive(completion: .failure(URLError(.notConnectedToInternet, userInfo: info)))
    }

    func cancel() { lock.withLock { subscriber = nil } }
}

/// The addresses a preview was asked to fetch, each reported once.
private enum RefusedFetches {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported: Set<String> = []

    static func report(_ address: String) {
        guard lock.withLock({ reported.insert(address).inserted }) else { return }
        let line = "reflow: a preview does not fetch from the network; dataTaskPublisher(for: \(address)) fails with "
            + "URLError.notConnectedToInternet\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}

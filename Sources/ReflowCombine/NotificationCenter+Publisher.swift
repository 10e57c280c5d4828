import Foundation
import OpenCombine

extension NotificationCenter {
    /// A publisher of the notifications named `name` posted to `center` (by `object`, if given), as Foundation's
    /// on Apple platforms: each is delivered on the thread that posts it, while the subscriber has demand; one
    /// posted without demand is dropped. It never finishes.
    public struct Publisher: OpenCombine.Publisher {
        /// Each notification posted.
        public typealias Output = Notification
        /// It never fails.
        public typealias Failure = Never

        /// The center the notifications are posted to.
        public let center: NotificationCenter
        /// The name of the notifications published.
        public let name: Notification.Name
        /// The object whose notifications alone are published; nil: any object's.
        public let object: AnyObject?

        /// A publisher of `center`'s notifications named `name`, from `object` if given.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Observes the center for `subscriber` until it cancels.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(subscriber: subscriber)
            subscriber.receive(subscription: subscription)
            subscription.observe(center, name: name, object: object)
        }
    }

    /// A publisher of the notifications named `name` posted to this center (by `object`, if given).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

/// One subscriber's observation of a notification center: what `NotificationCenter.Publisher` gives it.
private final class NotificationSubscription<S: Subscriber>: Subscription, @unchecked Sendable
    where S.Input == Notification, S.Failure == Never
{
    // Notifications may be posted on any thread while the subscriber asks or cancels on another: the state is
    // read and written under the lock, and the subscriber is called outside it.
    private let lock = NSLock()
    private var subscriber: S?
    private var demand = Subscribers.Demand.none
    private var observer: (center: NotificationCenter, token: NSObjectProtocol)?

    init(subscriber: S) { self.subscriber = subscriber }

    func observe(_ center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        // The center keeps the observation, and with it the subscription, until the subscriber cancels.
        let token = center.addObserver(forName: name, object: object, queue: nil) { self.deliver($0) }
        let cancelled = lock.withLock {
            guard subscriber != nil else { return true }
            observer = (center, token)
            return false
        }
        if cancelled { center.removeObserver(token) }
    }

    private func deliver(_ notification: Notification) {
        let receiver: S? = lock.withLock {
            guard let subscriber, demand > 0 else { return nil }
            demand -= 1
            return subscriber
        }
        guard let receiver else { return }
        let more = receiver.receive(notification)
        lock.withLock { demand += more }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
    }

    func cancel() {
        let observer = lock.withLock {
            subscriber = nil
            defer { self.observer = nil }
            return self.observer
        }
        if let observer { observer.center.removeObserver(observer.token) }
    }
}

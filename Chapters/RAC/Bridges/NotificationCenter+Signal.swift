import Foundation

/// Notifications as a signal: the bridge from Foundation's notification center into RAC.
extension NotificationCenter {
    /// A signal of the notifications named `name` (every name if `nil`), from `object` (or from
    /// anyone if `nil`).
    ///
    /// RAC's `rac_addObserverForName:object:`. Each subscription adds an observer and disposing it
    /// removes the observer. It never completes.
    public func signal(forName name: Notification.Name?, object: AnyObject? = nil) -> Signal<Notification> {
        Signal.createSignal { subscriber in
            let forwarder = NotificationForwarder(subscriber)
            let token = self.addObserver(forName: name, object: object, queue: nil) { notification in
                forwarder.subscriber.sendNext(notification)
            }
            return Disposable { [weak self] in
                self?.removeObserver(token)
            }
        }
    }
}

/// What the center keeps for one subscription: the subscriber, called on each posting thread.
///
/// The center wants a `@Sendable` block, and `Notification` is not `Sendable` (its `object` and
/// `userInfo` can be anything), so neither is a `Subscriber<Notification>`.
private final class NotificationForwarder: @unchecked Sendable {
    // @unchecked: `post` hands each notification to this subscriber on the posting thread, which
    // delivers it there, after any other thread's delivery in progress (Docs/Contracts.md C2.8;
    // only a cycle of threads waiting for each other leaves it to another thread). The subscriber
    // runs one event at a time, so your handler never sees two at once; what a notification
    // carries (`object`, `userInfo`) is yours to share safely across the threads you post from.
    let subscriber: Subscriber<Notification>
    init(_ subscriber: Subscriber<Notification>) { self.subscriber = subscriber }
}

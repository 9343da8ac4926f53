import Foundation

extension NotificationCenter {
    /// A signal of the notifications named `name` (posted by `object`, or by anyone if `nil`).
    ///
    /// RAC's `rac_addObserverForName:object:`. Each subscription adds an observer of its own, and
    /// disposing the subscription removes it, so the center stops holding the subscriber and
    /// everything its blocks captured. It never completes: notifications have no last one. (Seed
    /// 001's recipe 四, Docs/Sources.md, listens this way for login and logout, from every page.)
    public func signal(forName name: Notification.Name, object: AnyObject? = nil) -> Signal<Notification> {
        Signal.createSignal { subscriber in
            // The center asks for a `Sendable` block; chapter 3's subscriber is not `Sendable`
            // (it has no lock), so it travels in an unchecked box. Post on one thread at a time.
            let box = UncheckedSendable(subscriber)
            let observer = self.addObserver(forName: name, object: object, queue: nil) { notification in
                box.wrapped.sendNext(notification)
            }
            return Disposable { [weak self] in
                self?.removeObserver(observer)
            }
        }
    }
}

/// A value carried where Swift requires `Sendable`, on the caller's word that it is used safely.
struct UncheckedSendable<Wrapped>: @unchecked Sendable {
    let wrapped: Wrapped

    init(_ wrapped: Wrapped) {
        self.wrapped = wrapped
    }
}

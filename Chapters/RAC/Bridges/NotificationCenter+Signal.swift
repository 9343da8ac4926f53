import Foundation

/// Notifications as a signal: the bridge from Foundation's notification center into RAC.
extension NotificationCenter {
    /// A signal of the notifications named `name` (from `object`, or from anyone if `nil`).
    ///
    /// RAC's `rac_addObserverForName:object:`. Each subscription adds an observer and disposing it
    /// removes the observer. It never completes.
    public func signal(forName name: Notification.Name, object: AnyObject? = nil) -> Signal<Notification> {
        let sender = UncheckedSendable(object)
        return Signal.createSignal { subscriber in
            let token = self.addObserver(forName: name, object: sender.wrapped, queue: nil) { notification in
                subscriber.sendNext(notification)
            }
            let observer = UncheckedSendable(token)
            return Disposable { [weak self] in
                self?.removeObserver(observer.wrapped)
            }
        }
    }
}

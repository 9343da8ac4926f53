// Challenge 6.3: the reference solution.
import Foundation

extension Signal {
    /// Delivers at once when the event is sent on the main thread and nothing is still queued for
    /// this subscription; otherwise through the main queue. The "nothing queued" check keeps the
    /// order: without it, a value sent on the main thread would overtake one still in the queue.
    /// `Value: Sendable`, as `deliverOn(_:)`: the values go to the main thread.
    public func deliverOnMainThread() -> Signal<Value> where Value: Sendable {
        Signal.createSignal { subscriber in
            let delivery = MainThreadDelivery()
            subscriber.didSubscribe(withDisposable: delivery.everything)
            let source = Subscriber<Value>(
                next: { value in delivery.deliver { subscriber.sendNext(value) } },
                error: { error in delivery.deliver { subscriber.sendError(error) } },
                completed: { delivery.deliver { subscriber.sendCompleted() } }
            )
            source.link(to: delivery.everything)
            self.subscribe(source)
        }
    }
}

/// One subscription's deliveries: the count of those still queued is shared by the sending
/// thread and the main queue, so it is kept behind a lock.
private final class MainThreadDelivery: @unchecked Sendable {
    // @unchecked: `queued` is read and written only under `lock`; the blocks it runs are
    // `@Sendable`, checked where they were written.
    let everything = CompoundDisposable()
    private let lock = NSLock()
    private var queued = 0

    func deliver(_ send: @escaping @Sendable () -> Void) {
        lock.lock()
        let direct = Thread.isMainThread && queued == 0
        if !direct { queued += 1 }
        lock.unlock()
        if direct {
            send()
            return
        }
        DispatchQueue.main.async {
            self.lock.lock()
            self.queued -= 1
            self.lock.unlock()
            if !self.everything.isDisposed { send() }
        }
    }
}

// Chapter 7, challenge 2: the reference solution, an autoconnect that starts again, as RxSwift's refCount().
extension Signal {
    /// Shares one run of the work among the subscribers present at the same time. When the last
    /// one leaves, the run is disposed; the next subscriber starts a fresh run with a fresh subject.
    public func shareWhileConnected() -> Signal<Value> {
        var connection: MulticastConnection<Value>?
        var connectionDisposable: Disposable?
        var subscribers = 0
        return Signal.createSignal { subscriber in
            let current: MulticastConnection<Value>
            if let connection {
                current = connection
            } else {
                current = self.publish()
                connection = current
            }
            subscribers += 1
            let subscription = current.signal.subscribe(subscriber)
            if subscribers == 1 { connectionDisposable = current.connect() }
            return Disposable {
                subscription.dispose()
                subscribers -= 1
                if subscribers == 0 {
                    connectionDisposable?.dispose()
                    connectionDisposable = nil
                    connection = nil
                }
            }
        }
    }
}

extension Signal {
    /// Calls `block` on each subscription and subscribes to the signal it returns, so the work
    /// of building a signal is deferred until someone subscribes (and repeated per subscriber).
    public static func `defer`(_ block: @escaping () -> Signal<Value>) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            block().subscribe(subscriber)
        })
    }
}

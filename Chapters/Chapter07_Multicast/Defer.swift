extension Signal {
    /// Calls `block` on each subscription and subscribes to the signal it returns, so the work
    /// of building a signal is deferred until someone subscribes (and repeated per subscriber).
    ///
    /// RAC's `+defer:`. Why would you want that, when a signal is lazy already? Because *making*
    /// the signal may do work too: read a value that should be read late, or, as in
    /// `replayLazily()`, connect something. `defer` moves that work into the subscription.
    public static func `defer`(_ block: @escaping () -> Signal<Value>) -> Signal<Value> {
        // exercise 7.1: build the signal with `block` only when someone subscribes, and subscribe to it => empty()
        createSignal { subscriber in
            block().subscribe(subscriber)
        }
        // end exercise
    }
}

extension Signal {
    /// Calls `block` on each subscription and subscribes to the signal it returns, so the work
    /// of building a signal is deferred until someone subscribes (and repeated per subscriber).
    /// Written in `@MainActor` code (or in an actor), `block` is checked to run on that actor, as
    /// `createSignal`'s block is (`isolation`, which you never write).
    public static func `defer`(_ block: @escaping () -> Signal<Value>, isolation: (any Actor)? = #isolation) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            if let isolation { IsolationCheck.check(isolation, api: "Signal.defer") }
            return block().subscribe(subscriber)
        })
    }
}

extension Signal {
    /// On each subscription, calls `block`: sends the value it returns and completes, or sends the
    /// error it throws. RAC's `+try:`, with `throws` in place of the error pointer. Written in
    /// `@MainActor` code (or in an actor), `block` is checked to run on that actor, as
    /// `createSignal`'s block is (`isolation`, which you never write).
    public static func `try`(_ block: @escaping () throws -> Value, isolation: (any Actor)? = #isolation) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            if let isolation { IsolationCheck.check(isolation, api: "Signal.try") }
            do {
                let value = try block()
                subscriber.sendNext(value)
                subscriber.sendCompleted()
            } catch {
                subscriber.sendError(error)
            }
            return nil
        })
    }
}

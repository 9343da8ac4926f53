extension Signal {
    /// On each subscription, calls `block`: sends the value it returns and completes, or sends the
    /// error it throws. RAC's `+try:`, with `throws` in place of the error pointer.
    public static func `try`(_ block: @escaping () throws -> Value) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
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

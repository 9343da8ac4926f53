extension Signal {
    /// Sends the running result of `reduce` for each value; the start value itself is not sent.
    ///
    /// The running value is state, so it lives in `bind`'s outer block: every subscription starts
    /// again from `start`.
    public func scan<R>(withStart start: R, reduce: @escaping (R, Value) -> R) -> Signal<R> {
        bind {
            var running = start
            return { value, _ in
                running = reduce(running, value)
                return .return(running)
            }
        }
    }
}

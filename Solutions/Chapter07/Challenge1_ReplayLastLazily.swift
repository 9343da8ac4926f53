// Chapter 7, challenge 1: the reference solution.
extension Signal {
    /// Lazy like `replayLazily()`: nothing runs until the first subscription; then one shared run,
    /// whose latest value (and ending) every later subscriber gets, like `replayLast()`.
    public func replayLastLazily() -> Signal<Value> {
        let connection = multicast(ReplaySubject(capacity: 1))
        return Signal.defer {
            connection.connect()
            return connection.signal
        }
    }
}

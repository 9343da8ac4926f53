// Chapter 7, challenge 5: the reference solution, what `Command.execute` does with its connection.
extension Signal {
    /// Multicasts into `subject`, connects, and returns the connection's signal, in that order,
    /// as `execute(_:)` does. With a plain `Subject`, the values a synchronous source sends during
    /// `connect()` are gone before the caller can subscribe; a `ReplaySubject` keeps them.
    public func connectedThrough(_ subject: Subject<Value>) -> Signal<Value> {
        let connection = multicast(subject)
        connection.connect()
        return connection.signal
    }
}

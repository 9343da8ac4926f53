extension Signal {
    /// Subscribes **now** and replays every value (and the terminal event) to every subscriber.
    /// The source subscription is never disposed.
    public func replay() -> Signal<Value> {
        let connection = multicast(ReplaySubject())
        connection.connect()
        return connection.signal
    }

    /// Subscribes **now** and replays the latest value (and the terminal event) to every subscriber.
    /// The source subscription is never disposed.
    public func replayLast() -> Signal<Value> {
        let connection = multicast(ReplaySubject(capacity: 1))
        connection.connect()
        return connection.signal
    }

    /// Subscribes on the first subscription and replays everything to every subscriber; it stays
    /// connected after subscribers leave, so the source runs exactly once.
    public func replayLazily() -> Signal<Value> {
        let connection = multicast(ReplaySubject())
        return Signal.defer {
            connection.connect()
            return connection.signal
        }
    }
}

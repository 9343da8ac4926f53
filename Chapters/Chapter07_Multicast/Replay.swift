/// Three ready-made connections to a `ReplaySubject`, for the usual case: share one run of the
/// work, and let every subscriber, however late, see what it produced.
///
/// They differ in two choices. *When* the source is subscribed: `replay()` and `replayLast()` at
/// once, when they are called (eager); `replayLazily()` on the first subscription (lazy). And *how
/// much* is kept: every value, or only the latest. All three give up the same thing: the source
/// subscription is never disposed by subscribers leaving, only by the source ending.
extension Signal {
    /// Subscribes **now** and replays every value (and the terminal event) to every subscriber.
    /// The source subscription is never disposed.
    public func replay() -> Signal<Value> {
        // exercise 7.4: replay(): multicast to a replay subject that keeps every value, and connect now => return .never()
        let connection = multicast(ReplaySubject())
        connection.connect()
        return connection.signal
        // end exercise
    }

    /// Subscribes **now** and replays the latest value (and the terminal event) to every
    /// subscriber. The source subscription is never disposed.
    public func replayLast() -> Signal<Value> {
        // exercise 7.4: replayLast(): the same, with a replay subject that keeps only the latest value => return .never()
        let connection = multicast(ReplaySubject(capacity: 1))
        connection.connect()
        return connection.signal
        // end exercise
    }

    /// Subscribes on the first subscription and replays everything to every subscriber. It stays
    /// connected after subscribers leave, so the source runs exactly once.
    ///
    /// `defer` is what makes it lazy: its block, and so `connect()`, runs only when someone
    /// subscribes; every later `connect()` does nothing.
    public func replayLazily() -> Signal<Value> {
        // exercise 7.5: replayLazily(): multicast to a replay subject, and connect when the first subscriber arrives, once => return .never()
        let connection = multicast(ReplaySubject())
        return Signal.defer {
            connection.connect()
            return connection.signal
        }
        // end exercise
    }
}

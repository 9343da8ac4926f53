extension Signal {
    /// A signal that runs `block` once, on `scheduler`, when first subscribed, and replays
    /// everything it sends to every subscriber.
    ///
    /// `block` is `@Sendable` and `Value: Sendable`: the block runs on the scheduler's thread, and
    /// its values come from there.
    public static func startLazily(withScheduler scheduler: Scheduler, block: @escaping @Sendable (Subscriber<Value>) -> Void) -> Signal<Value> where Value: Sendable {
        let connection = Signal.createSignal(block).multicast(ReplaySubject())
        return Signal(didSubscribe: { subscriber in
            let subscription = connection.signal.subscribe(subscriber)
            connection.connect()
            return subscription
        }).subscribeOn(scheduler)
    }

    /// Like `startLazily(withScheduler:block:)`, but starts at once.
    public static func startEagerly(withScheduler scheduler: Scheduler, block: @escaping @Sendable (Subscriber<Value>) -> Void) -> Signal<Value> where Value: Sendable {
        let signal = startLazily(withScheduler: scheduler, block: block)
        signal.publish().connect()
        return signal
    }
}

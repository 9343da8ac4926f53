// Challenge 7.4: the reference solution.
extension Signal {
    /// Runs `block` once, on `scheduler`, when the first subscriber arrives; every subscriber, early
    /// or late, sees all its values. The block is `@Sendable` and `Value: Sendable`: the block
    /// runs on the scheduler's thread, and its values come from there.
    public static func startLazily(withScheduler scheduler: Scheduler, block: @escaping @Sendable (Subscriber<Value>) -> Void) -> Signal<Value> where Value: Sendable {
        createSignal(block).subscribeOn(scheduler).replayLazily()
    }

    /// Like `startLazily`, but starts at once, without waiting for a subscriber.
    public static func startEagerly(withScheduler scheduler: Scheduler, block: @escaping @Sendable (Subscriber<Value>) -> Void) -> Signal<Value> where Value: Sendable {
        let signal = startLazily(withScheduler: scheduler, block: block)
        signal.subscribe(Subscriber<Value>())
        return signal
    }
}

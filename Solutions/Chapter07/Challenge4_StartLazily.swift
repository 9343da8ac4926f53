// Chapter 7, challenge 4: the reference solution.
extension Signal {
    /// Runs `block` once, on `scheduler`, when the first subscriber arrives; every subscriber, early
    /// or late, sees all its values.
    public static func startLazily(withScheduler scheduler: Scheduler, block: @escaping (Subscriber<Value>) -> Void) -> Signal<Value> {
        createSignal(block).subscribeOn(scheduler).replayLazily()
    }

    /// Like `startLazily`, but starts at once, without waiting for a subscriber.
    public static func startEagerly(withScheduler scheduler: Scheduler, block: @escaping (Subscriber<Value>) -> Void) -> Signal<Value> {
        let signal = startLazily(withScheduler: scheduler, block: block)
        signal.subscribe(Subscriber<Value>())
        return signal
    }
}

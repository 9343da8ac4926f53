// Challenge 2.1's reference solution. `defer` is a Swift keyword, so its name needs backticks.
extension Signal {
    /// Builds its signal with `block` only when someone subscribes, once per subscription.
    ///
    /// Returning the inner subscription's disposable lets the caller's `dispose()` reach it. (Had we
    /// not, the passthrough would still link it: `subscribe(subscriber)` on the passthrough joins
    /// the inner subscription to ours, and a terminal event disposes both.)
    public static func `defer`(_ block: @escaping () -> Signal<Value>) -> Signal<Value> {
        createSignal { subscriber in
            block().subscribe(subscriber)
        }
    }
}

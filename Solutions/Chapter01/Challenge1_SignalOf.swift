// Challenge 1.1's reference solution: a signal from an array, on createSignal alone.
extension Signal {
    /// Sends `values` in order to each subscriber, synchronously; cold, like every signal here.
    public static func of(_ values: [Value]) -> Signal<Value> {
        createSignal { subscriber in
            for value in values { subscriber.sendNext(value) }
        }
    }
}

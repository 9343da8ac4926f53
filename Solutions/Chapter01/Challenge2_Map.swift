// Challenge 1.2's reference solution: the first operator.
extension Signal {
    /// A signal that subscribes to `self` for each of its subscribers and sends `transform(value)`.
    /// Cold: every subscription to the result is one more run of the upstream subscribe block.
    public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U> {
        Signal<U>.createSignal { subscriber in
            self.subscribeNext { value in subscriber.sendNext(transform(value)) }
        }
    }
}

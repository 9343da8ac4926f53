// Challenge 4.2's reference solution: two operators `bind` cannot write, because its binding
// block never learns that the source has completed. Both are written directly.
extension Signal {
    /// One array of every value, sent when the source completes (an empty one if it sent none).
    public func collect() -> Signal<[Value]> {
        Signal<[Value]>.createSignal { subscriber in
            var values: [Value] = []
            let source = Subscriber<Value>(
                next: { values.append($0) },
                error: { subscriber.sendError($0) },
                completed: {
                    subscriber.sendNext(values)
                    subscriber.sendCompleted()
                }
            )
            let sourceSubscription = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: sourceSubscription)
            source.link(to: sourceSubscription)
            self.subscribe(source)
        }
    }

    /// The last `count` values, sent when the source completes.
    public func takeLast(_ count: Int) -> Signal<Value> {
        precondition(count >= 0, "Signal.takeLast(_:): the count must not be negative, got \(count)")
        return Signal.createSignal { subscriber in
            var last: [Value] = []
            let source = Subscriber<Value>(
                next: { value in
                    last.append(value)
                    if last.count > count { last.removeFirst() }
                },
                error: { subscriber.sendError($0) },
                completed: {
                    for value in last { subscriber.sendNext(value) }
                    subscriber.sendCompleted()
                }
            )
            let sourceSubscription = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: sourceSubscription)
            source.link(to: sourceSubscription)
            self.subscribe(source)
        }
    }
}

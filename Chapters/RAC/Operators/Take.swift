extension Signal {
    /// Forwards the first `count` values, then completes at once and stops the source, even if the
    /// source would never complete. `take(0)` completes without subscribing to the source.
    public func take(_ count: Int) -> Signal<Value> {
        require(count >= 0, "Signal.take(_:): the count must not be negative, got \(count); pass 0 or more (take(0) completes at once)")
        if count == 0 { return .empty() }
        return Signal(didSubscribe: { subscriber in
            var taken = 0
            return self.subscribeCancellable(
                for: subscriber,
                next: { value, cancel in
                    guard taken < count else { return }
                    taken += 1
                    subscriber.sendNext(value)
                    if taken == count {
                        cancel()
                        subscriber.sendCompleted()
                    }
                },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            )
        }, sendsOneAtATime: true)  // sends only from its one endpoint's blocks
    }

    /// Drops the first `count` values.
    public func skip(_ count: Int) -> Signal<Value> {
        require(count >= 0, "Signal.skip(_:): the count must not be negative, got \(count); pass 0 or more (skip(0) forwards every value)")
        return Signal(didSubscribe: { subscriber in
            var skipped = 0
            return self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in
                    if skipped < count {
                        skipped += 1
                    } else {
                        subscriber.sendNext(value)
                    }
                },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            ))
        }, sendsOneAtATime: true)  // sends only from its one endpoint's blocks
    }

    /// Buffers the values and sends the last `count` of them when the source completes.
    public func takeLast(_ count: Int) -> Signal<Value> {
        require(count >= 0, "Signal.takeLast(_:): the count must not be negative, got \(count); pass 0 or more (takeLast(0) sends only the terminal event)")
        return Signal(didSubscribe: { subscriber in
            var buffer: [Value] = []
            return self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in
                    buffer.append(value)
                    if buffer.count > count { buffer.removeFirst() }
                },
                error: { subscriber.sendError($0) },
                completed: {
                    for value in buffer { subscriber.sendNext(value) }
                    buffer = []
                    subscriber.sendCompleted()
                }
            ))
        }, sendsOneAtATime: true)  // sends only from its one endpoint's blocks
    }

    /// Forwards values until `predicate` returns `true` (that value is dropped), then completes.
    public func takeUntilBlock(_ predicate: @escaping (Value) -> Bool) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            self.subscribeCancellable(
                for: subscriber,
                next: { value, cancel in
                    if predicate(value) {
                        cancel()
                        subscriber.sendCompleted()
                    } else {
                        subscriber.sendNext(value)
                    }
                },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            )
        }, sendsOneAtATime: true)  // sends only from its one endpoint's blocks
    }

    /// Forwards values while `predicate` returns `true`, then completes.
    public func takeWhileBlock(_ predicate: @escaping (Value) -> Bool) -> Signal<Value> {
        takeUntilBlock { !predicate($0) }
    }

    /// Drops values until `predicate` returns `true`, then forwards everything (that value included).
    public func skipUntilBlock(_ predicate: @escaping (Value) -> Bool) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            var skipping = true
            return self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in
                    if skipping && !predicate(value) { return }
                    skipping = false
                    subscriber.sendNext(value)
                },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            ))
        }, sendsOneAtATime: true)  // sends only from its one endpoint's blocks
    }

    /// Drops values while `predicate` returns `true`, then forwards everything.
    public func skipWhileBlock(_ predicate: @escaping (Value) -> Bool) -> Signal<Value> {
        skipUntilBlock { !predicate($0) }
    }
}

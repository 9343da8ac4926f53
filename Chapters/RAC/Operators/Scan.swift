extension Signal {
    /// Sends the running result of `reduce` for each value; the start value itself is not sent.
    public func scan<R>(withStart start: R, reduce: @escaping (R, Value) -> R) -> Signal<R> {
        scan(withStart: start) { running, value, _ in reduce(running, value) }
    }

    /// Like `scan(withStart:reduce:)`, also passing each value's 0-based index.
    public func scan<R>(withStart start: R, reduceWithIndex reduce: @escaping (R, Value, Int) -> R) -> Signal<R> {
        Signal<R>(didSubscribe: { subscriber in
            // Fresh state per subscription, so the signal can be subscribed again and again.
            var running = start
            var index = 0
            return self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in
                    running = reduce(running, value, index)
                    index += 1
                    subscriber.sendNext(running)
                },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            ))
        }, sendsOneAtATime: true)  // sends only from its one endpoint's blocks
    }

    /// Sends one value when the source completes: `reduce` folded over every value, or `start` for
    /// an empty source (RAC: `scan`, then `startWith: start`, then `takeLast: 1`).
    public func aggregate<R>(withStart start: R, reduce: @escaping (R, Value) -> R) -> Signal<R> {
        scan(withStart: start, reduce: reduce).startWith(start).takeLast(1)
    }

    /// Sends `reduce(previous, current)` for each value; the first call gets `start` as `previous`.
    public func combinePrevious<R>(withStart start: Value, reduce: @escaping (Value, Value) -> R) -> Signal<R> {
        Signal<R>(didSubscribe: { subscriber in
            var previous = start
            return self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in
                    let result = reduce(previous, value)
                    previous = value
                    subscriber.sendNext(result)
                },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            ))
        }, sendsOneAtATime: true)  // sends only from its one endpoint's blocks
    }

    /// Sends one array of every value when the source completes (`[]` for an empty source).
    public func collect() -> Signal<[Value]> {
        Signal<[Value]>(didSubscribe: { subscriber in
            var values: [Value] = []
            return self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { values.append($0) },
                error: { subscriber.sendError($0) },
                completed: {
                    let result = values
                    values = []
                    subscriber.sendNext(result)
                    subscriber.sendCompleted()
                }
            ))
        }, sendsOneAtATime: true)  // sends only from its one endpoint's blocks
    }
}

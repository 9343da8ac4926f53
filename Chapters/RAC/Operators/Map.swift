extension Signal {
    /// Transforms each value with `transform`.
    ///
    /// RAC builds `map` on `flattenMap` (a `return` signal per value); here it forwards directly,
    /// which has the same events and costs one closure call per value instead of a subscription.
    public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U> {
        // A run of maps and filters shares one subscriber (see `FusedSignal`).
        fusedMap(transform)
    }

    /// Replaces every value with `value`.
    public func mapReplace<U>(_ value: U) -> Signal<U> {
        map { _ in value }
    }

    /// Transforms each value with a throwing block; a thrown error ends the signal with that error.
    public func tryMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U> {
        Signal<U>(didSubscribe: { subscriber in
            self.subscribeCancellable(
                for: subscriber,
                next: { value, cancel in
                    do {
                        subscriber.sendNext(try transform(value))
                    } catch {
                        cancel()
                        subscriber.sendError(error)
                    }
                },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            )
        }, sendsOneAtATime: true)  // sends only from its one endpoint's blocks
    }

    /// Passes values through while `block` succeeds; a thrown error ends the signal with that error.
    public func `try`(_ block: @escaping (Value) throws -> Void) -> Signal<Value> {
        tryMap { value in
            try block(value)
            return value
        }
    }
}

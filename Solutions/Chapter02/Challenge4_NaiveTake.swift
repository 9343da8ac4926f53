// Challenge 2.4's reference solution: take, the naive way.
extension Signal {
    /// Forwards the first `count` values, then completes.
    ///
    /// It works for a producer that sends later (a timer): completing disposes the subscription and
    /// the producer's clean-up stops it. A producer that sends in a synchronous loop never sees that
    /// disposable, because `subscribe` returns it only after the loop has finished: the loop runs
    /// to the end, and an endless one never returns. Chapter 4 gives the subscriber a way to ask.
    public func naiveTake(_ count: Int) -> Signal<Value> {
        Signal.createSignal { subscriber in
            var taken = 0
            if count == 0 {
                subscriber.sendCompleted()
                return nil
            }
            return self.subscribeNext(
                { value in
                    taken += 1
                    subscriber.sendNext(value)
                    if taken == count { subscriber.sendCompleted() }
                },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            )
        }
    }
}

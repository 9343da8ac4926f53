extension Signal {
    /// The values of this signal and `other`, as they arrive; completes when both have completed.
    public func merge(_ other: Signal<Value>) -> Signal<Value> {
        Signal.merge([self, other])
    }

    /// Subscribes to every signal at once, in order, and forwards their values as they arrive.
    /// Completes when all have completed (an empty array completes at once); the first error ends
    /// it all, and a synchronous error stops the later signals from being subscribed.
    ///
    /// Nothing new to write: a signal that sends the signals, one after another, is a signal of
    /// signals, and `flatten()` (chapter 4's `bind`) already subscribes each inner signal as it
    /// arrives and merges their values.
    public static func merge(_ signals: [Signal<Value>]) -> Signal<Value> {
        // exercise 5.3: every value of every signal as it arrives; complete when all have completed (an empty array at once); the first error ends it => .never()
        Signal<Signal<Value>>.createSignal { subscriber in
            for signal in signals { subscriber.sendNext(signal) }
            subscriber.sendCompleted()
        }
        .flatten()
        // end exercise
    }
}

// Challenge 4.5's reference solution: a producer that can be stopped in the middle of its loop.
extension Signal {
    /// Sends the elements of `sequence`, then completes, checking before each element whether the
    /// subscription has been disposed, so that an endless sequence stops when someone stops it.
    ///
    /// Chapter 4's subscriber cannot say whether its subscription is over, so the block keeps a
    /// disposable of its own and joins it to the subscription (`didSubscribe(withDisposable:)`).
    /// The check works through `map` because `bind` joins each subscription to the one downstream
    /// before subscribing: `take`'s stop reaches the source while it is still sending.
    public static func from<S: Sequence>(_ sequence: S) -> Signal<Value> where S.Element == Value {
        createSignal { subscriber in
            let stopped = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: stopped)
            for element in sequence {
                if stopped.isDisposed { return }
                subscriber.sendNext(element)
            }
            subscriber.sendCompleted()
        }
    }
}

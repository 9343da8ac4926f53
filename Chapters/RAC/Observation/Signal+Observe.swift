import Observation

extension Signal {
    /// A property of an `@Observable` object as a signal: the current value on subscription,
    /// then the value after each change, delivered on `scheduler`; it completes (on `scheduler`)
    /// when the object goes away, and holds the object weakly.
    ///
    /// RAC's `RACObserve(object, keyPath)` for the Observation framework. The same: the current
    /// value comes first, synchronously, in `subscribe`; then each change. Different, because
    /// Observation tells about a change in `willSet`, before the value is stored: the new value is
    /// read on `scheduler`, in a later turn, and sets made before that read share it — one value,
    /// the latest, per tracking round (KVO sent one per set). A set of an equal value is no change
    /// for an `Equatable` property. Docs/Differences.md, "Observing an `@Observable` model".
    ///
    /// The property is read on the subscribing thread (the first value) and on `scheduler`: keep the
    /// model on one of them (the main scheduler, the default, for a view model).
    public static func observe<Object: AnyObject & Observable>(
        _ object: Object,
        _ keyPath: KeyPath<Object, Value>,
        on scheduler: Scheduler = .mainThread
    ) -> Signal<Value> {
        let target = WeakObject(object)
        return Signal.createSignal { (subscriber: Subscriber<Value>) -> Disposable? in
            guard let object = target.object else {
                subscriber.sendCompleted()
                return nil
            }
            let tracker = PropertyTracker(
                object: object,
                keyPath: keyPath,
                scheduler: scheduler,
                send: { subscriber.sendNext($0) },
                end: { subscriber.sendCompleted() }
            )
            subscriber.sendNext(tracker.start(object))
            return Disposable { tracker.stop() }
        }
    }
}

/// A weak reference to the observed object, so a signal made from it does not keep it alive.
final class WeakObject<Object: AnyObject>: @unchecked Sendable {
    // @unchecked: a weak reference set once; the object is only used where the caller says.
    private(set) weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}

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
    /// model on one of them (the main scheduler, the default, for a view model). Called in
    /// `@MainActor` code (or in an actor), each read is checked to run on that actor, as
    /// `subscribeNext`'s blocks are (`isolation`, which you never write): a read elsewhere stops the
    /// process with a message. `Scheduler.immediate` is refused (a message says why): its read would
    /// run inside `willSet` and get the old value.
    public static func observe<Object: AnyObject & Observable>(
        _ object: Object,
        _ keyPath: KeyPath<Object, Value>,
        on scheduler: Scheduler = .mainThread,
        isolation: (any Actor)? = #isolation
    ) -> Signal<Value> {
        // Refused when the signal is made, not when it is first subscribed.
        require(
            scheduler !== Scheduler.immediate,
            "Signal.observe(_:_:on:): Scheduler.immediate cannot read the new value: Observation reports a change in the property's willSet, before the value is stored, so an immediate read gets the old one; observe on a scheduler that runs the read later (.mainThread, the default, or a TestScheduler in tests)"
        )
        let target = WeakObject(object)
        return Signal.createSignal({ (subscriber: Subscriber<Value>) -> Disposable? in
            guard let object = target.object else {
                subscriber.sendCompleted()
                return nil
            }
            let tracker = PropertyTracker(
                object: object,
                keyPath: keyPath,
                scheduler: scheduler,
                send: { subscriber.sendNext($0) },
                end: { subscriber.sendCompleted() },
                isolation: isolation,
                api: "Signal.observe(_:_:on:)"
            )
            subscriber.sendNext(tracker.start(object))
            return Disposable { tracker.stop() }
        }, isolation: nil)
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

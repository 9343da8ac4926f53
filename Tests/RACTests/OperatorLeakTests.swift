import RAC
import TestSupport
import Testing

/// Clean-up through operators (Docs/Contracts.md C2.7: a finished subscription leaves nothing alive;
/// RACSignalSpec "shouldn't create a retain cycle" for +combineLatest: and -flatten:).
///
/// Each test builds everything inside a `do {}` scope and keeps only weak references, plus the
/// subjects that drive the sources. While the subscription runs, the chain must be alive (so the
/// test can fail); once it has completed or been disposed, the end subscriber, what its handlers
/// capture, what the operator blocks capture and what the sources' subscribe blocks (and the
/// disposables they return) capture must all be gone.
@Suite("operator clean-up", .checksLiveObjects)
struct OperatorLeakTests {
    /// A cold source whose subscribe block and returned disposable capture `capture`; its events
    /// come from `driver`.
    private func source<T>(_ driver: Subject<T>, capturing capture: Tracked) -> Signal<T> {
        Signal.createSignal { subscriber in
            withExtendedLifetime(capture) {}
            let inner = driver.subscribe(subscriber)
            return Disposable {
                withExtendedLifetime(capture) {}
                inner.dispose()
            }
        }
    }

    /// An end subscriber whose handlers capture `capture` and record into `log`.
    private func endSubscriber<T>(_ log: EventLog, capturing capture: Tracked) -> Subscriber<T> {
        Subscriber(
            next: { value in withExtendedLifetime(capture) { log.next(value) } },
            error: { error in withExtendedLifetime(capture) { log.error(error) } },
            completed: { withExtendedLifetime(capture) { log.completed() } }
        )
    }

    /// The weak references every test checks.
    private final class Watch {
        weak var subscriber: AnyObject?
        weak var handlerCapture: Tracked?
        weak var blockCapture: Tracked?
        weak var sourceCapture: Tracked?
        weak var innerCapture: Tracked?

        /// Which of the watched objects are alive, by name.
        var alive: [String] {
            [
                ("subscriber", subscriber as AnyObject?), ("handler capture", handlerCapture),
                ("operator block capture", blockCapture), ("source capture", sourceCapture),
                ("inner source capture", innerCapture),
            ].compactMap { $0.1 == nil ? nil : $0.0 }
        }
    }

    private let everything = ["subscriber", "handler capture", "operator block capture", "source capture", "inner source capture"]

    // MARK: map

    private func subscribeThroughMap(_ driver: Subject<Int>, _ log: EventLog, _ watch: Watch) -> Disposable {
        let handlerCapture = Tracked("handler"), blockCapture = Tracked("transform"), sourceCapture = Tracked("source")
        let subscriber: Subscriber<Int> = endSubscriber(log, capturing: handlerCapture)
        watch.subscriber = subscriber
        watch.handlerCapture = handlerCapture
        watch.blockCapture = blockCapture
        watch.sourceCapture = sourceCapture
        watch.innerCapture = sourceCapture
        return source(driver, capturing: sourceCapture)
            .map { value in withExtendedLifetime(blockCapture) { value * 10 } }
            .subscribe(subscriber)
    }

    @Test("a completed subscription through map releases the subscriber and every capture")
    func mapCompleted() {
        let log = EventLog(), watch = Watch()
        let driver = Subject<Int>()
        do {
            _ = subscribeThroughMap(driver, log, watch)
        }
        #expect(watch.alive == everything)

        driver.sendNext(1)
        driver.sendCompleted()
        #expect(log.entries == ["next(10)", "completed"])
        #expect(watch.alive == [])
    }

    @Test("a disposed subscription through map releases the subscriber and every capture")
    func mapDisposed() {
        let log = EventLog(), watch = Watch()
        let driver = Subject<Int>()
        let disposable: Disposable
        do {
            disposable = subscribeThroughMap(driver, log, watch)
        }
        driver.sendNext(1)
        #expect(watch.alive == everything)

        disposable.dispose()
        driver.sendNext(2)
        #expect(log.entries == ["next(10)"])
        #expect(watch.alive == [])
    }

    // MARK: flattenMap

    private func subscribeThroughFlattenMap(_ outer: Subject<Int>, _ inner: Subject<Int>, _ log: EventLog, _ watch: Watch) -> Disposable {
        let handlerCapture = Tracked("handler"), blockCapture = Tracked("block")
        let sourceCapture = Tracked("source"), innerCapture = Tracked("inner")
        let subscriber: Subscriber<Int> = endSubscriber(log, capturing: handlerCapture)
        watch.subscriber = subscriber
        watch.handlerCapture = handlerCapture
        watch.blockCapture = blockCapture
        watch.sourceCapture = sourceCapture
        watch.innerCapture = innerCapture
        let innerSignal = source(inner, capturing: innerCapture)
        let disposable = source(outer, capturing: sourceCapture)
            .flattenMap { value in withExtendedLifetime(blockCapture) { innerSignal.map { $0 + value } } }
            .subscribe(subscriber)
        outer.sendNext(100)
        return disposable
    }

    @Test("a completed subscription through flattenMap releases the subscriber and every capture")
    func flattenMapCompleted() {
        let log = EventLog(), watch = Watch()
        let outer = Subject<Int>(), inner = Subject<Int>()
        do {
            _ = subscribeThroughFlattenMap(outer, inner, log, watch)
        }
        inner.sendNext(1)
        #expect(watch.alive == everything)

        // The finished source subscription lets go of the source and of the flattenMap block at once.
        outer.sendCompleted()
        #expect(watch.alive == ["subscriber", "handler capture", "inner source capture"])

        inner.sendCompleted()
        #expect(log.entries == ["next(101)", "completed"])
        #expect(watch.alive == [])
    }

    @Test("a disposed subscription through flattenMap releases the subscriber and every capture")
    func flattenMapDisposed() {
        let log = EventLog(), watch = Watch()
        let outer = Subject<Int>(), inner = Subject<Int>()
        let disposable: Disposable
        do {
            disposable = subscribeThroughFlattenMap(outer, inner, log, watch)
        }
        inner.sendNext(1)
        #expect(watch.alive == everything)

        disposable.dispose()
        inner.sendNext(2)
        #expect(log.entries == ["next(101)"])
        #expect(watch.alive == [])
    }

    // MARK: combineLatest

    private func subscribeThroughCombineLatest(_ a: Subject<Int>, _ b: Subject<String>, _ log: EventLog, _ watch: Watch) -> Disposable {
        let handlerCapture = Tracked("handler"), sourceCapture = Tracked("a"), innerCapture = Tracked("b")
        let subscriber: Subscriber<(Int, String)> = endSubscriber(log, capturing: handlerCapture)
        watch.subscriber = subscriber
        watch.handlerCapture = handlerCapture
        watch.sourceCapture = sourceCapture
        watch.innerCapture = innerCapture
        return Signal.combineLatest(source(a, capturing: sourceCapture), source(b, capturing: innerCapture)).subscribe(subscriber)
    }

    // RACSignalSpec +combineLatestWith: "shouldn't create a retain cycle"
    @Test("a completed subscription through combineLatest releases the subscriber and every capture")
    func combineLatestCompleted() {
        let log = EventLog(), watch = Watch()
        let a = Subject<Int>(), b = Subject<String>()
        do {
            _ = subscribeThroughCombineLatest(a, b, log, watch)
        }
        a.sendNext(1)
        b.sendNext("x")
        #expect(watch.alive == ["subscriber", "handler capture", "source capture", "inner source capture"])

        // The finished subscription to `a` lets go of its source at once.
        a.sendCompleted()
        #expect(watch.alive == ["subscriber", "handler capture", "inner source capture"])

        b.sendCompleted()
        #expect(log.entries == [#"next((1, "x"))"#, "completed"])
        #expect(watch.alive == [])
    }

    @Test("a disposed subscription through combineLatest releases the subscriber and every capture")
    func combineLatestDisposed() {
        let log = EventLog(), watch = Watch()
        let a = Subject<Int>(), b = Subject<String>()
        let disposable: Disposable
        do {
            disposable = subscribeThroughCombineLatest(a, b, log, watch)
        }
        a.sendNext(1)
        b.sendNext("x")
        #expect(watch.alive == ["subscriber", "handler capture", "source capture", "inner source capture"])

        disposable.dispose()
        a.sendNext(2)
        #expect(log.entries == [#"next((1, "x"))"#])
        #expect(watch.alive == [])
    }

    // MARK: switchToLatest

    private func subscribeThroughSwitchToLatest(_ outer: Subject<Signal<Int>>, _ inner: Subject<Int>, _ log: EventLog, _ watch: Watch) -> Disposable {
        let handlerCapture = Tracked("handler"), blockCapture = Tracked("map block")
        let sourceCapture = Tracked("outer"), innerCapture = Tracked("inner")
        let subscriber: Subscriber<Int> = endSubscriber(log, capturing: handlerCapture)
        watch.subscriber = subscriber
        watch.handlerCapture = handlerCapture
        watch.blockCapture = blockCapture
        watch.sourceCapture = sourceCapture
        watch.innerCapture = innerCapture
        let disposable = source(outer, capturing: sourceCapture)
            .map { signal in withExtendedLifetime(blockCapture) { signal } }
            .switchToLatest()
            .subscribe(subscriber)
        outer.sendNext(source(inner, capturing: innerCapture))
        return disposable
    }

    @Test("a completed subscription through switchToLatest releases the subscriber and every capture")
    func switchToLatestCompleted() {
        let log = EventLog(), watch = Watch()
        let outer = Subject<Signal<Int>>(), inner = Subject<Int>()
        do {
            _ = subscribeThroughSwitchToLatest(outer, inner, log, watch)
        }
        inner.sendNext(1)
        #expect(watch.alive == everything)

        // The finished outer subscription lets go of the outer source and of the map block at once.
        outer.sendCompleted()
        #expect(watch.alive == ["subscriber", "handler capture", "inner source capture"])

        inner.sendCompleted()
        #expect(log.entries == ["next(1)", "completed"])
        #expect(watch.alive == [])
    }

    @Test("a disposed subscription through switchToLatest releases the subscriber and every capture")
    func switchToLatestDisposed() {
        let log = EventLog(), watch = Watch()
        let outer = Subject<Signal<Int>>(), inner = Subject<Int>()
        let disposable: Disposable
        do {
            disposable = subscribeThroughSwitchToLatest(outer, inner, log, watch)
        }
        inner.sendNext(1)
        #expect(watch.alive == everything)

        disposable.dispose()
        inner.sendNext(2)
        #expect(log.entries == ["next(1)"])
        #expect(watch.alive == [])
    }

    @Test("a switched-out inner signal is released while the switch goes on")
    func switchedOutInnerIsReleased() {
        let log = EventLog()
        let outer = Subject<Signal<Int>>()
        let first = Subject<Int>(), second = Subject<Int>()
        weak var firstCapture: Tracked?
        do {
            let capture = Tracked("first inner")
            firstCapture = capture
            log.record(outer.switchToLatest())
            outer.sendNext(source(first, capturing: capture))
        }
        #expect(firstCapture != nil)

        outer.sendNext(second)
        #expect(firstCapture == nil)
    }
}

import RAC
import TestSupport
import Testing

/// `take`, `skip`, `takeLast`, `takeUntilBlock`, `takeWhileBlock`, `skipUntilBlock`,
/// `skipWhileBlock`: Docs/Contracts.md §5.
@Suite("take, skip, takeLast and the predicate forms", .checksLiveObjects)
struct TakeTests {
    private let values = [0, 1, 2]
    /// RACStreamExamples' "taking with a predicate" / "skipping with a predicate" values.
    private let predicateValues = [0, 1, 2, 3, 0, 2, 4]

    private func entries(_ values: [Int], completed: Bool = true) -> [String] {
        values.map { "next(\($0))" } + (completed ? ["completed"] : [])
    }

    // MARK: take

    // RACStreamExamples -take: "should take any valid number of values"
    @Test("take forwards the first n values, then completes", arguments: 0..<3)
    func takesValidCounts(count: Int) {
        let log = EventLog()
        log.record(Signal<Int>.from(values).take(count))
        #expect(log.entries == entries(Array(values.prefix(count))))
    }

    // RACStreamExamples -take: "should return the same stream when taking too many values"
    @Test("taking more values than exist forwards everything")
    func takesTooMany() {
        let log = EventLog()
        log.record(Signal<Int>.from(values).take(4))
        #expect(log.entries == entries(values))
    }

    // RACStreamExamples -take: "should take and terminate from a single-item stream"
    @Test("take terminates a single-item stream")
    func takesFromASingleItemStream() {
        let log = EventLog()
        log.record(Signal.return(7).take(1))
        #expect(log.entries == ["next(7)", "completed"])
    }

    // RACStreamExamples -take: "should take and terminate from an infinite stream"
    @Test("take completes and stops an infinite stream", arguments: 1...2)
    func takesFromAnInfiniteStream(count: Int) {
        let log = EventLog()
        let subscriptions = Counter(), disposals = Counter()
        log.record(infiniteSignal(subscriptions: subscriptions, disposals: disposals).take(count))
        #expect(waitUntil { log.entries.last == "completed" })
        #expect(waitUntil { disposals.value == 1 })
        #expect(log.entries == entries(Array(0..<count)))
        #expect(subscriptions.value == 1)
    }

    // RACStreamExamples -take: "should take and terminate from an infinite stream" (take: 0);
    // implementation-faithful: take(0) is `empty` and never subscribes to the source.
    @Test("take(0) completes at once without subscribing to the source")
    func takeZeroDoesNotSubscribe() {
        let log = EventLog()
        let subscriptions = Counter(), disposals = Counter()
        log.record(infiniteSignal(subscriptions: subscriptions, disposals: disposals).take(0))
        log.record(log.probe("source", Signal<Int>.never()).take(0))
        #expect(log.entries == ["completed", "completed"])
        #expect(subscriptions.value == 0)
    }

    // RACSignalSpec: "should complete take: even if the original signal doesn't"
    @Test("take completes at once even if the source never completes")
    func takeCompletesWithoutSourceCompletion() {
        let log = EventLog()
        let sendOne: Signal<Int> = log.cold("source") { subscriber in subscriber.sendNext(1) }
        log.record(sendOne.take(1))
        #expect(log.entries == ["source subscribed", "next(1)", "completed", "source disposed"])
    }

    // RACSignalSpec: "should complete take: even if the original signal doesn't", with a source that
    // would go on sending synchronously.
    @Test("take stops a synchronous source at the n-th value, while it is still sending")
    func takeStopsASynchronousSource() {
        let log = EventLog()
        log.record(log.pulling(Array(0..<10)).take(2))
        #expect(log.entries == ["pull 0", "next(0)", "pull 1", "next(1)", "completed"])
    }

    @Test("take disposes the source right after the n-th value, before completing")
    func takeDisposesTheSource() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(log.probe("source", subject).take(2))
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendNext(3)
        subject.sendCompleted()
        #expect(log.entries == ["source subscribed", "next(1)", "next(2)", "source disposed", "completed"])
    }

    // RACSignalSpec: "should complete take: even if the signal is recursive"
    @Test("take completes even if the source is fed again from inside the next handler")
    func takeCompletesWhenRecursive() {
        let log = EventLog()
        let subject = Subject<Int>()
        let number = 3
        let received = Counter()
        subject.take(number).subscribeNext({ value in
            log.next(value)
            if received.increment() >= number + 1 { subject.sendError(TestError.boom) }
            subject.sendNext(value + 1)
        }, error: { log.error($0) }, completed: { log.completed() })
        subject.sendNext(0)
        #expect(log.entries == ["next(0)", "next(1)", "next(2)", "completed"])
    }

    @Test("take forwards an error that comes before the n-th value")
    func takeForwardsErrors() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.take(2))
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        #expect(log.entries == ["next(1)", "error(boom)"])
    }

    // MARK: skip

    // RACStreamExamples -skip: "should skip any valid number of values"
    @Test("skip drops the first n values", arguments: 0..<3)
    func skipsValidCounts(count: Int) {
        let log = EventLog()
        log.record(Signal<Int>.from(values).skip(count))
        #expect(log.entries == entries(Array(values.dropFirst(count))))
    }

    // RACStreamExamples -skip: "should return an empty stream when skipping too many values"
    @Test("skipping more values than exist gives an empty stream that still completes")
    func skipsTooMany() {
        let log = EventLog()
        log.record(Signal<Int>.from(values).skip(4))
        #expect(log.entries == ["completed"])
    }

    // MARK: takeLast ([H][I]: no 2.x spec tests it)

    @Test("takeLast sends the last n values only when the source completes")
    func takeLastWaitsForCompletion() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.takeLast(2))
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendNext(3)
        #expect(log.entries == [])

        subject.sendCompleted()
        #expect(log.entries == ["next(2)", "next(3)", "completed"])
    }

    @Test("takeLast sends every value when the source has fewer than n")
    func takeLastOfAShortSource() {
        let log = EventLog()
        log.record(Signal<Int>.from(values).takeLast(5))
        log.record(Signal<Int>.from(values).takeLast(0))
        #expect(log.entries == ["next(0)", "next(1)", "next(2)", "completed", "completed"])
    }

    @Test("takeLast forwards an error and drops what it buffered")
    func takeLastDropsItsBufferOnError() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.takeLast(2))
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        #expect(log.entries == ["error(boom)"])
    }

    // MARK: predicates

    // RACStreamExamples taking with a predicate: "should take until a predicate is true"
    @Test("takeUntilBlock forwards until the predicate is true, drops that value and completes")
    func takeUntilBlock() {
        let log = EventLog()
        log.record(Signal<Int>.from(predicateValues).takeUntilBlock { $0 >= 3 })
        #expect(log.entries == entries([0, 1, 2]))
    }

    @Test("takeUntilBlock disposes the source at the matching value, before completing")
    func takeUntilBlockDisposesTheSource() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(log.probe("source", subject).takeUntilBlock { $0 >= 3 })
        subject.sendNext(0)
        subject.sendNext(3)
        subject.sendNext(1)
        #expect(log.entries == ["source subscribed", "next(0)", "source disposed", "completed"])
    }

    @Test("takeUntilBlock stops a synchronous source at the matching value, while it is still sending")
    func takeUntilBlockStopsASynchronousSource() {
        let log = EventLog()
        log.record(log.pulling(Array(0..<10)).takeUntilBlock { $0 >= 2 })
        #expect(log.entries == ["pull 0", "next(0)", "pull 1", "next(1)", "pull 2", "completed"])
    }

    // RACStreamExamples taking with a predicate: "should take while a predicate is true"
    @Test("takeWhileBlock forwards while the predicate holds, then completes")
    func takeWhileBlock() {
        let log = EventLog()
        log.record(Signal<Int>.from(predicateValues).takeWhileBlock { $0 <= 1 })
        #expect(log.entries == entries([0, 1]))
    }

    // RACStreamExamples taking with a predicate: "should take a full stream"
    @Test("takeWhileBlock forwards a full stream when the predicate always holds")
    func takeWhileBlockFullStream() {
        let log = EventLog()
        log.record(Signal<Int>.from(predicateValues).takeWhileBlock { $0 <= 10 })
        #expect(log.entries == entries(predicateValues))
    }

    // RACStreamExamples taking with a predicate: "should return an empty stream"
    @Test("takeWhileBlock gives an empty stream when the first value fails")
    func takeWhileBlockEmpty() {
        let log = EventLog()
        log.record(Signal<Int>.from(predicateValues).takeWhileBlock { $0 < 0 })
        #expect(log.entries == ["completed"])
    }

    // RACStreamExamples taking with a predicate: "should terminate an infinite stream"
    @Test("takeWhileBlock completes and stops an infinite stream")
    func takeWhileBlockTerminatesAnInfiniteStream() {
        let log = EventLog()
        let subscriptions = Counter(), disposals = Counter()
        let counter = infiniteSignal(subscriptions: subscriptions, disposals: disposals)
            .scan(withStart: 0) { running, _ in running + 1 }
        log.record(counter.takeWhileBlock { $0 <= 5 })
        #expect(waitUntil { log.entries.last == "completed" })
        #expect(waitUntil { disposals.value == 1 })
        #expect(log.entries == entries([1, 2, 3, 4, 5]))
    }

    // RACStreamExamples skipping with a predicate: "should skip until a predicate is true"
    @Test("skipUntilBlock drops until the predicate is true, then passes everything, that value included")
    func skipUntilBlock() {
        let log = EventLog()
        log.record(Signal<Int>.from(predicateValues).skipUntilBlock { $0 >= 3 })
        #expect(log.entries == entries([3, 0, 2, 4]))
    }

    // RACStreamExamples skipping with a predicate: "should skip while a predicate is true"
    @Test("skipWhileBlock drops while the predicate holds, then passes everything")
    func skipWhileBlock() {
        let log = EventLog()
        log.record(Signal<Int>.from(predicateValues).skipWhileBlock { $0 <= 1 })
        #expect(log.entries == entries([2, 3, 0, 2, 4]))
    }

    // RACStreamExamples skipping with a predicate: "should skip a full stream"
    @Test("skipWhileBlock skips a full stream when the predicate always holds")
    func skipWhileBlockFullStream() {
        let log = EventLog()
        log.record(Signal<Int>.from(predicateValues).skipWhileBlock { $0 <= 10 })
        #expect(log.entries == ["completed"])
    }

    // RACStreamExamples skipping with a predicate: "should finish skipping immediately"
    @Test("skipWhileBlock passes everything when the first value fails the predicate")
    func skipWhileBlockFinishesImmediately() {
        let log = EventLog()
        log.record(Signal<Int>.from(predicateValues).skipWhileBlock { $0 < 0 })
        #expect(log.entries == entries(predicateValues))
    }

    @Test("skipUntilBlock stops calling the predicate once it has been true")
    func skipUntilBlockStopsAsking() {
        let log = EventLog()
        log.record(Signal<Int>.from([0, 3, 0]).skipUntilBlock { value in
            log.append("predicate \(value)")
            return value >= 3
        })
        #expect(log.entries == ["predicate 0", "predicate 3", "next(3)", "next(0)", "completed"])
    }

    // Implementation-faithful: the operators between a synchronous source and `take` link their
    // upstream subscription to the downstream one before subscribing, so `take`'s stop reaches the
    // source at once. Without that, `from(0...)` would never stop.
    @Test("take stops an infinite synchronous source even through map, filter and scan")
    func takeStopsInfiniteSourceThroughOperators() {
        let log = EventLog()
        let pulled = Counter()
        let finished = runConcurrently(threads: 1, timeout: 5) { _ in
            let naturals = (0...).lazy.map { value -> Int in
                pulled.increment()
                return value
            }
            Signal.from(naturals)
                .map { $0 * 10 }
                .filter { $0 % 20 == 0 }
                .scan(withStart: 0) { $0 + $1 }
                .take(3)
                .subscribeNext({ log.next($0) }, completed: { log.completed() })
        }
        #expect(finished)
        #expect(log.entries == ["next(0)", "next(20)", "next(60)", "completed"])
        #expect(pulled.value == 5)
    }
}


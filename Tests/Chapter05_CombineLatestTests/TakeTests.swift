import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter05_CombineLatest
#endif

/// `take`, `skip`, `takeUntilBlock`, `takeWhileBlock`, `skipWhileBlock`: Docs/Contracts.md §5.
@Suite("take, skip and the predicate forms")
struct TakeTests {
    let values = [0, 1, 2]
    /// RACStreamExamples' values for "taking with a predicate" and "skipping with a predicate".
    let predicateValues = [0, 1, 2, 3, 0, 2, 4]

    func entries(_ values: [Int]) -> [String] {
        values.map { "next(\($0))" } + ["completed"]
    }

    // RACStreamExamples -take: "should take any valid number of values"
    @Test("take forwards the first n values, then completes", arguments: 0..<3)
    func takesValidCounts(count: Int) {
        let log = EventLog()
        log.record(signalOf(values).take(count))
        #expect(log.entries == entries(Array(values.prefix(count))))
    }

    // RACStreamExamples -take: "should return the same stream when taking too many values"
    @Test("Taking more values than exist forwards everything")
    func takesTooMany() {
        let log = EventLog()
        log.record(signalOf(values).take(4))
        #expect(log.entries == entries(values))
    }

    // Implementation-faithful: take(0) is `empty` and never subscribes to the source.
    @Test("take(0) completes at once without subscribing to the source")
    func takeZeroDoesNotSubscribe() {
        let log = EventLog()
        log.record(log.probe("source", Signal<Int>.never()).take(0))
        #expect(log.entries == ["completed"])
    }

    // RACSignalSpec: "should complete take: even if the original signal doesn't"
    @Test("take completes at once even if the source never completes")
    func takeCompletesWithoutSourceCompletion() {
        let log = EventLog()
        let sendOne: Signal<Int> = log.cold("source") { subscriber in subscriber.sendNext(1) }
        log.record(sendOne.take(1))
        #expect(log.entries == ["source subscribed", "next(1)", "completed", "source disposed"])
    }

    @Test("take disposes the source right after the n-th value, before completing")
    func takeDisposesTheSource() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(log.probe("source", subject).take(2))
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendNext(3)
        #expect(log.entries == ["source subscribed", "next(1)", "next(2)", "source disposed", "completed"])
    }

    @Test("take stops a synchronous source at the n-th value: its later values reach nobody")
    func takeStopsASynchronousSource() {
        let log = EventLog()
        log.record(log.sending([0, 1, 2, 3]).take(2))
        #expect(log.entries == ["send 0", "next(0)", "send 1", "next(1)", "completed", "send 2", "send 3"])
    }

    // Why operators link their upstream subscription before subscribing: otherwise map would go on
    // transforming the rest of a synchronous source after take had finished.
    @Test("take stops a synchronous source through map at once: map is not called after the n-th value")
    func takeStopsASynchronousSourceThroughMap() {
        let log = EventLog()
        let mapped = log.sending([0, 1, 2, 3]).map { value -> Int in
            log.append("map \(value)")
            return value * 10
        }
        log.record(mapped.take(2))
        #expect(log.entries == [
            "send 0", "map 0", "next(0)", "send 1", "map 1", "next(10)", "completed", "send 2", "send 3",
        ])
    }

    // RACSignalSpec: "should complete take: even if the signal is recursive"
    @Test("take completes even if the source is fed again from inside the next handler")
    func takeCompletesWhenRecursive() {
        let log = EventLog()
        let subject = Subject<Int>()
        var received = 0
        subject.take(3).subscribeNext({ value in
            log.next(value)
            received += 1
            if received >= 4 { subject.sendError(TestError.boom) }
            subject.sendNext(value + 1)
        }, error: { log.error($0) }, completed: { log.completed() })
        subject.sendNext(0)
        #expect(log.entries == ["next(0)", "next(1)", "next(2)", "completed"])
    }

    @Test("take counts afresh for every subscription")
    func takeCountsPerSubscription() {
        let log = EventLog()
        let taking = signalOf(values).take(2)
        log.record(taking, "A")
        log.record(taking, "B")
        #expect(log.entries == ["A next(0)", "A next(1)", "A completed", "B next(0)", "B next(1)", "B completed"])
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

    // RACStreamExamples -skip: "should skip any valid number of values"
    @Test("skip drops the first n values", arguments: 0..<3)
    func skipsValidCounts(count: Int) {
        let log = EventLog()
        log.record(signalOf(values).skip(count))
        #expect(log.entries == entries(Array(values.dropFirst(count))))
    }

    // RACStreamExamples -skip: "should return an empty stream when skipping too many values"
    @Test("Skipping more values than exist gives an empty signal that still completes")
    func skipsTooMany() {
        let log = EventLog()
        log.record(signalOf(values).skip(4))
        #expect(log.entries == ["completed"])
    }

    // RACStreamExamples "taking with a predicate": -takeUntilBlock:
    @Test("takeUntilBlock forwards until the predicate is true, drops that value and completes")
    func takeUntilBlock() {
        let log = EventLog()
        log.record(signalOf(predicateValues).takeUntilBlock { $0 == 3 })
        #expect(log.entries == entries([0, 1, 2]))
    }

    @Test("takeUntilBlock disposes the source at the matching value, before completing")
    func takeUntilBlockDisposesTheSource() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(log.probe("source", subject).takeUntilBlock { $0 == 2 })
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendNext(3)
        #expect(log.entries == ["source subscribed", "next(1)", "source disposed", "completed"])
    }

    // RACStreamExamples "taking with a predicate": -takeWhileBlock:
    @Test("takeWhileBlock forwards while the predicate holds, then completes")
    func takeWhileBlock() {
        let log = EventLog()
        log.record(signalOf(predicateValues).takeWhileBlock { $0 < 3 })
        #expect(log.entries == entries([0, 1, 2]))
    }

    @Test("takeWhileBlock forwards everything when the predicate always holds, nothing when the first value fails")
    func takeWhileBlockEdges() {
        let log = EventLog()
        log.record(signalOf(predicateValues).takeWhileBlock { _ in true }, "all")
        log.record(signalOf(predicateValues).takeWhileBlock { $0 > 100 }, "none")
        #expect(log.entries == predicateValues.map { "all next(\($0))" } + ["all completed", "none completed"])
    }

    // RACStreamExamples "skipping with a predicate": -skipWhileBlock:
    @Test("skipWhileBlock drops while the predicate holds, then passes everything")
    func skipWhileBlock() {
        let log = EventLog()
        log.record(signalOf(predicateValues).skipWhileBlock { $0 < 3 })
        #expect(log.entries == entries([3, 0, 2, 4]))
    }

    @Test("skipWhileBlock drops everything when the predicate always holds, nothing when the first value fails")
    func skipWhileBlockEdges() {
        let log = EventLog()
        log.record(signalOf(predicateValues).skipWhileBlock { _ in true }, "all")
        log.record(signalOf(predicateValues).skipWhileBlock { $0 > 100 }, "none")
        #expect(log.entries == ["all completed"] + predicateValues.map { "none next(\($0))" } + ["none completed"])
    }

    @Test("skipWhileBlock stops asking the predicate once it has failed")
    func skipWhileBlockStopsAsking() {
        let log = EventLog()
        log.record(signalOf([0, 5, 0]).skipWhileBlock { value in
            log.append("asked \(value)")
            return value < 3
        })
        #expect(log.entries == ["asked 0", "asked 5", "next(5)", "next(0)", "completed"])
    }
}

import RAC
import TestSupport
import Testing

/// `map`, `mapReplace`, `tryMap`, `try`: Docs/Contracts.md §5.
@Suite("map, mapReplace, tryMap, try", .checksLiveObjects)
struct MapTests {
    // RACStreamExamples: "should map"
    @Test("map transforms each value")
    func mapsValues() {
        let log = EventLog()
        log.record(Signal<Int>.from([0, 1, 2]).map { $0 + 1 })
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "completed"])
    }

    @Test("map forwards the error of its source")
    func forwardsErrors() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.map { $0 * 10 })
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        subject.sendNext(2)
        #expect(log.entries == ["next(10)", "error(boom)"])
    }

    // Docs/Contracts.md C1.2 [H]: side effects happen once per subscription.
    @Test("map is cold: its transform runs once per value for each subscription")
    func transformRunsPerSubscription() {
        let log = EventLog()
        let mapped = Signal<Int>.from([1, 2]).map { value -> Int in
            log.append("transform \(value)")
            return value * 10
        }
        log.record(mapped, "a")
        log.record(mapped, "b")
        #expect(log.entries == [
            "transform 1", "a next(10)", "transform 2", "a next(20)", "a completed",
            "transform 1", "b next(10)", "transform 2", "b next(20)", "b completed",
        ])
    }

    @Test("disposing a mapped subscription disposes the source subscription")
    func disposalReachesTheSource() {
        let log = EventLog()
        let subject = Subject<Int>()
        let disposable = log.record(log.probe("source", subject).map { $0 * 10 })
        subject.sendNext(1)
        disposable.dispose()
        subject.sendNext(2)
        subject.sendCompleted()
        #expect(log.entries == ["source subscribed", "next(10)", "source disposed"])
    }

    // RACStreamExamples: "should map and replace"
    @Test("mapReplace replaces every value with the constant")
    func mapReplace() {
        let log = EventLog()
        log.record(Signal<Int>.from([0, 1, 2]).mapReplace("x"))
        #expect(log.entries == ["next(x)", "next(x)", "next(x)", "completed"])
    }

    // MARK: tryMap

    /// RACSignalSpec -tryMap:'s map block: appends "_a", fails on nil.
    private func appendA(_ value: String?) throws -> String {
        guard let value else { throw TestError.boom }
        return value + "_a"
    }

    // RACSignalSpec -tryMap: "should map values with the mapBlock"
    @Test("tryMap maps values while the block succeeds")
    func tryMapMaps() {
        let log = EventLog()
        let subject = Subject<String?>()
        log.record(subject.tryMap(appendA))
        for value in ["foo", "bar", "baz", "buzz"] { subject.sendNext(value) }
        subject.sendCompleted()
        #expect(log.entries == ["next(foo_a)", "next(bar_a)", "next(baz_a)", "next(buzz_a)", "completed"])
    }

    // RACSignalSpec -tryMap: "should map values with the mapBlock, until the mapBlock returns nil"
    @Test("tryMap sends the thrown error and stops the source at the first failure")
    func tryMapStopsAtTheFirstFailure() {
        let log = EventLog()
        let subject = Subject<String?>()
        log.record(log.probe("source", subject).tryMap(appendA))
        subject.sendNext("foo")
        subject.sendNext("bar")
        subject.sendNext(nil)
        subject.sendNext("buzz")
        subject.sendCompleted()
        #expect(log.entries == ["source subscribed", "next(foo_a)", "next(bar_a)", "source disposed", "error(boom)"])
    }

    @Test("tryMap stops a synchronous source at the first failure, while it is still sending")
    func tryMapStopsASynchronousSource() {
        let log = EventLog()
        log.record(log.pulling(Array(0..<10)).tryMap { value -> Int in
            if value == 1 { throw TestError.boom }
            return value
        })
        #expect(log.entries == ["pull 0", "next(0)", "pull 1", "error(boom)"])
    }

    @Test("tryMap forwards the error of its source")
    func tryMapForwardsSourceErrors() {
        let log = EventLog()
        let subject = Subject<String?>()
        log.record(subject.tryMap(appendA))
        subject.sendNext("foo")
        subject.sendError(TestError.other)
        #expect(log.entries == ["next(foo_a)", "error(other)"])
    }

    // MARK: try

    /// RACSignalSpec -try:'s block: succeeds for non-nil values.
    private func rejectNil(_ value: String?) throws {
        if value == nil { throw TestError.boom }
    }

    // RACSignalSpec -try: "should pass values while YES is returned from the tryBlock"
    @Test("try passes values through while the block succeeds")
    func tryPasses() {
        let log = EventLog()
        let subject = Subject<String?>()
        log.record(subject.try(rejectNil).map { $0 ?? "nil" })
        for value in ["foo", "bar", "baz", "buzz"] { subject.sendNext(value) }
        subject.sendCompleted()
        #expect(log.entries == ["next(foo)", "next(bar)", "next(baz)", "next(buzz)", "completed"])
    }

    // RACSignalSpec -try: "should pass values until NO is returned from the tryBlock"
    @Test("try sends the thrown error and stops the source at the first failure")
    func tryStopsAtTheFirstFailure() {
        let log = EventLog()
        let subject = Subject<String?>()
        log.record(log.probe("source", subject).try { value in
            log.append("try \(value ?? "nil")")
            try rejectNil(value)
        }.map { $0 ?? "nil" })
        subject.sendNext("foo")
        subject.sendNext("bar")
        subject.sendNext(nil)
        subject.sendNext("buzz")
        subject.sendCompleted()
        #expect(log.entries == [
            "source subscribed", "try foo", "next(foo)", "try bar", "next(bar)", "try nil",
            "source disposed", "error(boom)",
        ])
    }
}

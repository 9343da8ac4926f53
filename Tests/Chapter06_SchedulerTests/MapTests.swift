import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter06_Scheduler
#endif

/// `map`, `mapReplace`, `flattenMap`, `flatten`: Docs/Contracts.md §5, RACStreamExamples.
@Suite("map and flattenMap")
struct MapTests {
    // RACStreamExamples -map: "should map"
    @Test("map transforms each value")
    func mapsValues() {
        let log = EventLog()
        log.record(signalOf([0, 1, 2]).map { $0 + 1 })
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "completed"])
    }

    @Test("map forwards the error of its source")
    func mapForwardsErrors() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.map { $0 * 2 })
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        #expect(log.entries == ["next(2)", "error(boom)"])
    }

    @Test("map is cold: its transform runs once per value for each subscription")
    func mapIsCold() {
        let log = EventLog()
        let mapped = signalOf([1, 2]).map { value -> Int in
            log.append("transform \(value)")
            return value * 10
        }
        log.record(mapped, "A")
        log.record(mapped, "B")
        #expect(log.entries == [
            "transform 1", "A next(10)", "transform 2", "A next(20)", "A completed",
            "transform 1", "B next(10)", "transform 2", "B next(20)", "B completed",
        ])
    }

    @Test("Disposing a mapped subscription disposes the source subscription")
    func disposingReachesTheSource() {
        let log = EventLog()
        let subject = Subject<Int>()
        let subscription = log.record(log.probe("source", subject).map { $0 })
        subject.sendNext(1)
        subscription.dispose()
        subject.sendNext(2)
        #expect(log.entries == ["source subscribed", "next(1)", "source disposed"])
    }

    // RACStreamExamples -mapReplace: "should map every value to a constant"
    @Test("mapReplace replaces every value with the constant")
    func mapReplace() {
        let log = EventLog()
        log.record(signalOf([0, 1, 2]).mapReplace("x"))
        #expect(log.entries == ["next(x)", "next(x)", "next(x)", "completed"])
    }

    // RACStreamExamples -flattenMap: "should return a single mapped result"
    @Test("flattenMap forwards the signal mapped from each value")
    func flattenMapForwards() {
        let log = EventLog()
        log.record(signalOf([0, 1]).flattenMap { value in signalOf([value, value * 10]) })
        #expect(log.entries == ["next(0)", "next(0)", "next(1)", "next(10)", "completed"])
    }

    // RACStreamExamples -flattenMap: "should treat nil streams like empty streams"
    @Test("A nil mapped signal counts as empty and does not stop the source")
    func nilCountsAsEmpty() {
        let log = EventLog()
        log.record(signalOf([0, 1, 2]).flattenMap { value -> Signal<Int>? in value == 1 ? nil : .return(value) })
        #expect(log.entries == ["next(0)", "next(2)", "completed"])
    }

    @Test("flattenMap merges the inner signals' values in arrival order and completes after all of them")
    func flattenMapMerges() {
        let log = EventLog()
        let outer = Subject<Int>()
        let inners = [Subject<String>(), Subject<String>()]
        log.record(outer.flattenMap { inners[$0] })
        outer.sendNext(0)
        outer.sendNext(1)
        inners[0].sendNext("a")
        inners[1].sendNext("b")
        inners[0].sendNext("c")
        outer.sendCompleted()
        inners[0].sendCompleted()
        #expect(log.entries == ["next(a)", "next(b)", "next(c)"])
        inners[1].sendCompleted()
        #expect(log.entries == ["next(a)", "next(b)", "next(c)", "completed"])
    }

    @Test("An error from a mapped signal ends flattenMap and disposes the source")
    func innerErrorEndsFlattenMap() {
        let log = EventLog()
        let outer = Subject<Int>()
        log.record(log.probe("source", outer).flattenMap { value -> Signal<Int> in
            value == 2 ? .error(TestError.boom) : .return(value)
        })
        outer.sendNext(1)
        outer.sendNext(2)
        outer.sendNext(3)
        #expect(log.entries == ["source subscribed", "next(1)", "source disposed", "error(boom)"])
    }

    // RACStreamExamples -flatten: "should flatten"; Docs/Contracts.md C5.8 (merge order).
    @Test("flatten merges the values of the inner signals as they arrive")
    func flattenMerges() {
        let log = EventLog()
        let outer = Subject<Signal<Int>>()
        let first = Subject<Int>(), second = Subject<Int>()
        log.record(outer.flatten())
        outer.sendNext(first)
        outer.sendNext(second)
        first.sendNext(1)
        second.sendNext(2)
        second.sendNext(3)
        first.sendNext(4)
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "next(4)"])
    }

    // A block may have an effect (count, log, start a request): flattenMap must not run it twice to
    // learn whether it returned `nil`.
    @Test("flattenMap calls its block once for each value")
    func flattenMapCallsItsBlockOncePerValue() {
        let log = EventLog()
        log.record(signalOf([1, 2]).flattenMap { value -> Signal<Int>? in
            log.append("block(\(value))")
            return value == 1 ? nil : .return(value)
        })
        #expect(log.entries == ["block(1)", "block(2)", "next(2)", "completed"])
    }
}

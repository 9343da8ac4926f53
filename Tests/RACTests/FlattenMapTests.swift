import RAC
import TestSupport
import Testing

/// `flattenMap`, `flatten()`: Docs/Contracts.md §5 (both are `bind`, so they merge).
@Suite("flattenMap, flatten", .checksLiveObjects)
struct FlattenMapTests {
    // RACStreamExamples -flattenMap: "should return a single mapped result"
    @Test("flattenMap forwards the signal mapped from a single value")
    func singleMappedResult() {
        let log = EventLog()
        log.record(Signal.return(0).flattenMap { Signal.return($0 + 1) })
        #expect(log.entries == ["next(1)", "completed"])
    }

    // RACStreamExamples -flattenMap: "should concatenate the results of mapping multiple values"
    @Test("flattenMap forwards the signals mapped from several values")
    func severalMappedResults() {
        let log = EventLog()
        log.record(Signal<Int>.from([0, 1]).flattenMap { Signal.return($0 + 1) })
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
    }

    // RACStreamExamples -flattenMap: "should concatenate with an empty result from mapping a value"
    @Test("an empty mapped signal contributes nothing")
    func emptyMappedResult() {
        let log = EventLog()
        log.record(Signal<Int>.from([0, 1, 2]).flattenMap { $0 == 1 ? Signal.empty() : Signal.return($0 + 1) })
        #expect(log.entries == ["next(1)", "next(3)", "completed"])
    }

    // RACStreamExamples -flattenMap: "should treat nil streams like empty streams"
    @Test("a nil mapped signal counts as empty and does not stop the source")
    func nilIsEmpty() {
        let log = EventLog()
        log.record(Signal<Int>.from([0, 1, 2]).flattenMap { value -> Signal<Int>? in
            value == 1 ? nil : Signal.return(value + 1)
        })
        #expect(log.entries == ["next(1)", "next(3)", "completed"])
    }

    // RACStreamExamples: "should flatten"
    @Test("flatten forwards the values of the inner signals")
    func flattens() {
        let log = EventLog()
        log.record(Signal.return(Signal.return(7)).flatten())
        #expect(log.entries == ["next(7)", "completed"])
    }

    @Test("flattenMap calls its block per value and subscribes the mapped signal at once")
    func subscribesEachMappedSignalAtOnce() {
        let log = EventLog()
        let source = Subject<String>()
        let inners = ["a": Subject<Int>(), "b": Subject<Int>()]
        log.record(source.flattenMap { name -> Signal<Int>? in
            log.append("map \(name)")
            return log.probe(name, inners[name]!)
        })
        source.sendNext("a")
        source.sendNext("b")
        #expect(log.entries == ["map a", "a subscribed", "map b", "b subscribed"])
    }

    // Docs/Contracts.md §5: It merges the results; RACSignalSpec -flatten: "when its max is 0"
    @Test("flattenMap merges the inner signals' values in arrival order and completes after all of them")
    func mergesInArrivalOrder() {
        let log = EventLog()
        let source = Subject<String>()
        let inners = ["a": Subject<Int>(), "b": Subject<Int>()]
        log.record(source.flattenMap { inners[$0] })
        source.sendNext("a")
        source.sendNext("b")
        inners["a"]!.sendNext(1)
        inners["b"]!.sendNext(2)
        inners["b"]!.sendNext(3)
        inners["a"]!.sendNext(4)
        source.sendCompleted()
        inners["b"]!.sendCompleted()
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "next(4)"])

        inners["a"]!.sendCompleted()
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "next(4)", "completed"])
    }

    @Test("an error from a mapped signal ends flattenMap and disposes the source")
    func innerErrorEndsIt() {
        let log = EventLog()
        let source = Subject<Int>()
        log.record(log.probe("source", source).flattenMap { value -> Signal<Int>? in
            value < 0 ? Signal.error(TestError.boom) : Signal.return(value)
        })
        source.sendNext(1)
        source.sendNext(-1)
        source.sendNext(2)
        #expect(log.entries == ["source subscribed", "next(1)", "source disposed", "error(boom)"])
    }
}

import RAC
import TestSupport
import Testing

/// `bind(_:)`: Docs/Contracts.md C5.1–C5.3.
@Suite("bind", .checksLiveObjects)
struct BindTests {
    /// The spec's `RACSignal *bind` of "-bind:": each source value is a (signal, stop) pair.
    private typealias Instruction = (signal: Signal<Int>?, stop: Bool)

    private func obey(_ source: Signal<Instruction>) -> Signal<Int> {
        source.bind {
            { (instruction: Instruction, stop: inout Bool) -> Signal<Int>? in
                stop = instruction.stop
                return instruction.signal
            }
        }
    }

    // RACStreamExamples -bind: "should return the result of binding a single value"
    @Test("bind forwards the signal the binding block returns for a value")
    func bindsASingleValue() {
        let log = EventLog()
        log.record(Signal.return(0).bind {
            { (value: Int, _: inout Bool) -> Signal<Int>? in .return(value + 1) }
        })
        #expect(log.entries == ["next(1)", "completed"])
    }

    // RACStreamExamples -bind: "should concatenate the result of binding multiple values"
    @Test("bind forwards the signals returned for several values, in order")
    func bindsSeveralValues() {
        let log = EventLog()
        log.record(Signal<Int>.from([0, 1]).bind {
            { (value: Int, _: inout Bool) -> Signal<Int>? in .return(value + 1) }
        })
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
    }

    // RACStreamExamples -bind: "should concatenate with an empty result from binding a value"
    @Test("an empty signal from the binding block contributes nothing and does not stop the bind")
    func emptyResult() {
        let log = EventLog()
        log.record(Signal<Int>.from([0, 1, 2]).bind {
            { (value: Int, _: inout Bool) -> Signal<Int>? in value == 1 ? .empty() : .return(value + 1) }
        })
        #expect(log.entries == ["next(1)", "next(3)", "completed"])
    }

    // RACStreamExamples -bind: "should terminate immediately when returning nil"
    @Test("returning nil from the binding block terminates the bind and stops the source at once")
    func nilTerminatesAnInfiniteSource() {
        let log = EventLog()
        let subscriptions = Counter(), disposals = Counter()
        log.record(infiniteSignal(subscriptions: subscriptions, disposals: disposals).bind {
            { (value: Int, _: inout Bool) -> Signal<Int>? in
                log.append("bind \(value)")
                return nil
            }
        })
        #expect(waitUntil { log.entries.last == "completed" })
        #expect(waitUntil { disposals.value == 1 })
        #expect(log.entries == ["bind 0", "completed"])
        #expect(subscriptions.value == 1)
    }

    @Test("returning nil stops a synchronous source at once, while it is still sending")
    func nilStopsASynchronousSource() {
        let log = EventLog()
        log.record(log.pulling(Array(0..<10)).bind {
            { (value: Int, stop: inout Bool) -> Signal<Int>? in
                value == 1 ? nil : .return(value)
            }
        })
        #expect(log.entries == ["pull 0", "next(0)", "pull 1", "completed"])
    }

    @Test("setting stop stops a synchronous source at once, while it is still sending")
    func stopStopsASynchronousSource() {
        let log = EventLog()
        log.record(log.pulling(Array(0..<10)).bind {
            { (value: Int, stop: inout Bool) -> Signal<Int>? in
                stop = value == 1
                return .return(value * 10)
            }
        })
        #expect(log.entries == ["pull 0", "next(0)", "pull 1", "next(10)", "completed"])
    }

    // RACStreamExamples -bind: "should terminate after one value when setting 'stop'"
    @Test("setting stop terminates the bind after forwarding the signal returned with it")
    func stopTerminatesAnInfiniteSource() {
        let log = EventLog()
        let subscriptions = Counter(), disposals = Counter()
        log.record(infiniteSignal(subscriptions: subscriptions, disposals: disposals).bind {
            { (value: Int, stop: inout Bool) -> Signal<Int>? in
                log.append("bind \(value)")
                stop = true
                return .return(value)
            }
        })
        #expect(waitUntil { log.entries.last == "completed" })
        #expect(waitUntil { disposals.value == 1 })
        #expect(log.entries == ["bind 0", "next(0)", "completed"])
    }

    // RACStreamExamples -bind: "should terminate immediately when returning nil and setting 'stop'"
    @Test("returning nil and setting stop terminates the bind at once")
    func nilAndStopTerminate() {
        let log = EventLog()
        let subscriptions = Counter(), disposals = Counter()
        log.record(infiniteSignal(subscriptions: subscriptions, disposals: disposals).bind {
            { (value: Int, stop: inout Bool) -> Signal<Int>? in
                log.append("bind \(value)")
                stop = true
                return nil
            }
        })
        #expect(waitUntil { log.entries.last == "completed" })
        #expect(waitUntil { disposals.value == 1 })
        #expect(log.entries == ["bind 0", "completed"])
    }

    // RACStreamExamples -bind: "should be restartable even with block state"
    @Test("bind calls its block once per subscription, so state kept in the block restarts")
    func restartableWithBlockState() {
        let log = EventLog()
        let counting = Signal<Int>.from([0, 1, 2]).bind { () -> (Int, inout Bool) -> Signal<Int>? in
            log.append("block")
            var counter = 0
            return { _, _ in
                defer { counter += 1 }
                return .return(counter)
            }
        }
        log.record(counting)
        log.record(counting)
        #expect(log.entries == [
            "block", "next(0)", "next(1)", "next(2)", "completed",
            "block", "next(0)", "next(1)", "next(2)", "completed",
        ])
    }

    // RACStreamExamples -bind: "should be interleavable even with block state"
    @Test("two subscriptions of a bind with block state are independent (zipped)")
    func interleavableWithBlockState() {
        let log = EventLog()
        let counting = Signal<Int>.from([0, 1, 2]).bind { () -> (Int, inout Bool) -> Signal<Int>? in
            var counter = 0
            return { _, _ in
                defer { counter += 1 }
                return .return(counter)
            }
        }
        let another = Signal<Int>.empty().concat(counting)
        log.record(Signal.zip([counting, another]).map { $0[0] + $0[1] })
        #expect(log.entries == ["next(0)", "next(2)", "next(4)", "completed"])
    }

    @Test("two live subscriptions of a bind with block state interleave without sharing state")
    func interleavedSubscriptionsKeepTheirOwnState() {
        let log = EventLog()
        let source = Subject<String>()
        let counting = source.bind { () -> (String, inout Bool) -> Signal<String>? in
            var counter = 0
            return { value, _ in
                defer { counter += 1 }
                return .return("\(value)\(counter)")
            }
        }
        log.record(counting, "a")
        source.sendNext("x")
        log.record(counting, "b")
        source.sendNext("y")
        source.sendNext("z")
        #expect(log.entries == ["a next(x0)", "a next(y1)", "b next(y0)", "a next(z2)", "b next(z1)"])
    }

    // RACSignalSpec -bind: "should dispose source signal when stopped with nil signal"
    @Test("a nil signal disposes the source at once, while live inner signals keep forwarding")
    func nilDisposesTheSourceButNotInnerSignals() {
        let log = EventLog()
        let signals = Subject<Instruction>()
        log.record(obey(log.probe("source", signals)))
        let values = Subject<Int>()
        signals.sendNext((values, false))
        #expect(log.entries == ["source subscribed"])

        signals.sendNext((nil, false))
        #expect(log.entries == ["source subscribed", "source disposed"])

        values.sendNext(1)
        values.sendCompleted()
        #expect(log.entries == ["source subscribed", "source disposed", "next(1)", "completed"])
    }

    // RACSignalSpec -bind: "should dispose source signal when stop flag set to YES"
    @Test("stop disposes the source; the signal returned with it and live inner signals are still forwarded")
    func stopDisposesTheSourceButForwardsTheLastSignal() {
        let log = EventLog()
        let signals = Subject<Instruction>()
        log.record(obey(log.probe("source", signals)))
        let values = Subject<Int>()
        signals.sendNext((values, false))
        signals.sendNext((Signal.return(1), true))
        #expect(log.entries == ["source subscribed", "next(1)", "source disposed"])

        values.sendNext(2)
        values.sendCompleted()
        #expect(log.entries == ["source subscribed", "next(1)", "source disposed", "next(2)", "completed"])
    }

    // RACSignalSpec -bind: "should properly stop subscribing to new signals after error"
    @Test("after a synchronous error no further source value is bound")
    func stopsBindingAfterAnError() {
        let log = EventLog()
        let source: Signal<Int> = log.cold("source") { subscriber in
            subscriber.sendNext(0)
            subscriber.sendNext(1)
        }
        log.record(source.bind {
            { (value: Int, _: inout Bool) -> Signal<Int>? in
                log.append("bind \(value)")
                if value == 0 { return .error(TestError.boom) }
                return .defer {
                    log.append("subscribed after error")
                    return .empty()
                }
            }
        })
        #expect(log.entries == ["source subscribed", "bind 0", "error(boom)", "source disposed"])
    }

    @Test("bind subscribes each inner signal at once and merges their values as they arrive")
    func mergesInnerSignals() {
        let log = EventLog()
        let outer = Subject<Signal<Int>>()
        let a = Subject<Int>(), b = Subject<Int>()
        log.record(outer.bind { { (inner: Signal<Int>, _: inout Bool) -> Signal<Int>? in inner } })
        outer.sendNext(log.probe("a", a))
        outer.sendNext(log.probe("b", b))
        a.sendNext(1)
        b.sendNext(2)
        a.sendNext(3)
        #expect(log.entries == ["a subscribed", "b subscribed", "next(1)", "next(2)", "next(3)"])
    }

    @Test("bind completes only once the source and every inner signal have completed")
    func completesAfterSourceAndInners() {
        let log = EventLog()
        let outer = Subject<Signal<Int>>()
        let a = Subject<Int>(), b = Subject<Int>()
        log.record(outer.bind { { (inner: Signal<Int>, _: inout Bool) -> Signal<Int>? in inner } })
        outer.sendNext(log.probe("a", a))
        outer.sendNext(log.probe("b", b))
        outer.sendCompleted()
        a.sendNext(1)
        a.sendCompleted()
        #expect(log.entries == ["a subscribed", "b subscribed", "next(1)", "a disposed"])

        b.sendCompleted()
        #expect(log.entries == ["a subscribed", "b subscribed", "next(1)", "a disposed", "b disposed", "completed"])
    }

    @Test("bind completes when the source completes after its inner signals")
    func completesWhenTheSourceCompletesLast() {
        let log = EventLog()
        let outer = Subject<Signal<Int>>()
        let a = Subject<Int>()
        log.record(outer.bind { { (inner: Signal<Int>, _: inout Bool) -> Signal<Int>? in inner } })
        outer.sendNext(log.probe("a", a))
        a.sendCompleted()
        #expect(log.entries == ["a subscribed", "a disposed"])

        outer.sendCompleted()
        #expect(log.entries == ["a subscribed", "a disposed", "completed"])
    }

    @Test("an error from the source disposes the live inner signals and is forwarded")
    func sourceErrorDisposesInners() {
        let log = EventLog()
        let outer = Subject<Signal<Int>>()
        let a = Subject<Int>()
        log.record(outer.bind { { (inner: Signal<Int>, _: inout Bool) -> Signal<Int>? in inner } })
        outer.sendNext(log.probe("a", a))
        outer.sendError(TestError.boom)
        a.sendNext(1)
        #expect(log.entries == ["a subscribed", "a disposed", "error(boom)"])
    }

    @Test("an error from an inner signal disposes the source and the other inner signals and is forwarded")
    func innerErrorDisposesEverything() {
        let log = EventLog()
        let outer = Subject<Signal<Int>>()
        let a = Subject<Int>(), b = Subject<Int>()
        log.record(log.probe("source", outer).bind { { (inner: Signal<Int>, _: inout Bool) -> Signal<Int>? in inner } })
        outer.sendNext(log.probe("a", a))
        outer.sendNext(log.probe("b", b))
        b.sendError(TestError.boom)
        a.sendNext(1)
        outer.sendNext(.return(2))
        #expect(log.entries == [
            "source subscribed", "a subscribed", "b subscribed",
            "b disposed", "source disposed", "a disposed", "error(boom)",
        ])
    }

    @Test("disposing the bound signal disposes the source and every inner signal")
    func disposalReachesEverything() {
        let log = EventLog()
        let outer = Subject<Signal<Int>>()
        let a = Subject<Int>()
        let disposable = log.record(log.probe("source", outer).bind {
            { (inner: Signal<Int>, _: inout Bool) -> Signal<Int>? in inner }
        })
        outer.sendNext(log.probe("a", a))
        disposable.dispose()
        a.sendNext(1)
        outer.sendCompleted()
        #expect(log.entries == ["source subscribed", "a subscribed", "source disposed", "a disposed"])
    }
}

import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// `bind(_:)`: Docs/Contracts.md C5.1–C5.3.
@Suite("bind")
struct BindTests {
    /// The spec's instruction stream: each source value says which signal to return, and whether to stop.
    typealias Instruction = (signal: Signal<Int>?, stop: Bool)

    func obey(_ source: Signal<Instruction>) -> Signal<Int> {
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
        log.record(signalOf([0, 1]).bind {
            { (value: Int, _: inout Bool) -> Signal<Int>? in .return(value + 1) }
        })
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
    }

    // RACStreamExamples -bind: "should concatenate with an empty result from binding a value"
    @Test("An empty signal from the binding block contributes nothing and does not stop the bind")
    func emptyResult() {
        let log = EventLog()
        log.record(signalOf([0, 1, 2]).bind {
            { (value: Int, _: inout Bool) -> Signal<Int>? in value == 1 ? .empty() : .return(value + 1) }
        })
        #expect(log.entries == ["next(1)", "next(3)", "completed"])
    }

    // RACStreamExamples -bind: "should be restartable even with block state"
    @Test("bind calls its block once per subscription, so state kept in the block starts again")
    func restartableWithBlockState() {
        let log = EventLog()
        let counting = signalOf([0, 1, 2]).bind { () -> (Int, inout Bool) -> Signal<Int>? in
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
    @Test("Two live subscriptions of a bind with block state keep their own state")
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
        log.record(counting, "A")
        source.sendNext("x")
        log.record(counting, "B")
        source.sendNext("y")
        source.sendNext("z")
        #expect(log.entries == ["A next(x0)", "A next(y1)", "B next(y0)", "A next(z2)", "B next(z1)"])
    }

    // RACStreamExamples -bind: "should terminate immediately when returning nil"
    @Test("Returning nil completes the bind and ends the source subscription at once, while the source is still sending")
    func nilStopsASynchronousSource() {
        let log = EventLog()
        log.record(log.sending([0, 1, 2, 3]).bind {
            { (value: Int, _: inout Bool) -> Signal<Int>? in value == 1 ? nil : .return(value) }
        })
        // The producer's loop runs on (it cannot tell), but nobody hears it any more.
        #expect(log.entries == ["send 0", "next(0)", "send 1", "completed", "send 2", "send 3"])
    }

    // RACStreamExamples -bind: "should terminate after one value when setting 'stop'"
    @Test("Setting stop forwards the signal returned with it, then completes and ends the source subscription")
    func stopStopsASynchronousSource() {
        let log = EventLog()
        log.record(log.sending([0, 1, 2, 3]).bind {
            { (value: Int, stop: inout Bool) -> Signal<Int>? in
                stop = value == 1
                return .return(value * 10)
            }
        })
        #expect(log.entries == ["send 0", "next(0)", "send 1", "next(10)", "completed", "send 2", "send 3"])
    }

    // RACSignalSpec -bind: "should dispose source signal when stopped with nil signal"
    @Test("A nil signal disposes the source at once, while live inner signals keep forwarding")
    func nilDisposesTheSourceButNotInnerSignals() {
        let log = EventLog()
        let instructions = Subject<Instruction>()
        log.record(obey(log.probe("source", instructions)))
        let values = Subject<Int>()
        instructions.sendNext((values, false))
        instructions.sendNext((nil, false))
        #expect(log.entries == ["source subscribed", "source disposed"])
        values.sendNext(1)
        values.sendCompleted()
        #expect(log.entries == ["source subscribed", "source disposed", "next(1)", "completed"])
    }

    // RACSignalSpec -bind: "should dispose source signal when stop flag set to YES"
    @Test("stop disposes the source; the signal returned with it and live inner signals are still forwarded")
    func stopDisposesTheSourceButForwardsTheLastSignal() {
        let log = EventLog()
        let instructions = Subject<Instruction>()
        log.record(obey(log.probe("source", instructions)))
        let values = Subject<Int>()
        instructions.sendNext((values, false))
        instructions.sendNext((Signal.return(1), true))
        #expect(log.entries == ["source subscribed", "next(1)", "source disposed"])
        values.sendNext(2)
        values.sendCompleted()
        #expect(log.entries == ["source subscribed", "next(1)", "source disposed", "next(2)", "completed"])
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

    @Test("An error from the source disposes the live inner signals and is forwarded")
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

    @Test("An error from an inner signal disposes the source and the other inner signals and is forwarded")
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

    // RACSignalSpec -bind: "should properly stop subscribing to new signals after error"
    @Test("After a synchronous error no further source value is bound")
    func stopsBindingAfterAnError() {
        let log = EventLog()
        let source: Signal<Int> = log.cold("source") { subscriber in
            subscriber.sendNext(0)
            subscriber.sendNext(1)
        }
        log.record(source.bind {
            { (value: Int, _: inout Bool) -> Signal<Int>? in
                log.append("bind \(value)")
                return value == 0 ? .error(TestError.boom) : .empty()
            }
        })
        #expect(log.entries == ["source subscribed", "bind 0", "error(boom)", "source disposed"])
    }

    @Test("Disposing the bound signal disposes the source and every inner signal")
    func disposalReachesEverything() {
        let log = EventLog()
        let outer = Subject<Signal<Int>>()
        let a = Subject<Int>()
        let subscription = log.record(log.probe("source", outer).bind {
            { (inner: Signal<Int>, _: inout Bool) -> Signal<Int>? in inner }
        })
        outer.sendNext(log.probe("a", a))
        subscription.dispose()
        a.sendNext(1)
        outer.sendCompleted()
        #expect(log.entries == ["source subscribed", "a subscribed", "source disposed", "a disposed"])
    }

    // Why bind joins `everything` to the downstream subscription before it subscribes the source:
    // the disposal below comes while the source's subscribe block is still running its loop.
    @Test("Disposing from inside a synchronous source's first value stops the binding at once")
    func disposalStopsASynchronousSourceAtOnce() {
        let log = EventLog()
        let bound = log.sending([0, 1, 2]).bind {
            { (value: Int, _: inout Bool) -> Signal<Int>? in
                log.append("bind \(value)")
                return .return(value)
            }
        }
        bound.subscribe(HandWrittenSubscriber(log, disposingAt: 0))
        // The producer's loop runs on (it cannot tell), but nothing more is bound.
        #expect(log.entries == ["send 0", "bind 0", "next(0)", "dispose", "send 1", "send 2"])
    }

    // Why bind links each inner subscriber before it subscribes the inner signal: the disposal below
    // comes while the inner signal's subscribe block is still running its loop.
    @Test("Disposing from inside a synchronous inner signal's first value stops that inner signal at once")
    func disposalStopsASynchronousInnerSignalAtOnce() {
        let log = EventLog()
        let inner = log.sending([0, 1, 2]).bind {
            { (value: Int, _: inout Bool) -> Signal<Int>? in
                log.append("inner bind \(value)")
                return .return(value)
            }
        }
        let bound = Signal<Int>.return(0).bind { { (_: Int, _: inout Bool) -> Signal<Int>? in inner } }
        bound.subscribe(HandWrittenSubscriber(log, disposingAt: 0))
        // The inner producer's loop runs on (it cannot tell), but nothing more is bound in it.
        #expect(log.entries == ["send 0", "inner bind 0", "next(0)", "dispose", "send 1", "send 2"])
    }

    @Test("An error disposes everything the bind started before it is forwarded, whoever the subscriber is")
    func errorDisposesEverythingBeforeItIsForwarded() {
        let log = EventLog()
        let outer = Subject<Signal<Int>>()
        let a = Subject<Int>()
        log.probe("source", outer).bind { { (inner: Signal<Int>, _: inout Bool) -> Signal<Int>? in inner } }
            .subscribe(HandWrittenSubscriber(log))
        outer.sendNext(log.probe("a", a))
        a.sendNext(1)
        outer.sendError(TestError.boom)
        a.sendNext(2)
        #expect(log.entries == ["source subscribed", "a subscribed", "next(1)", "source disposed", "a disposed", "error(boom)"])
    }

    // Docs/Contracts.md C5.3: The bind completes when the source (or the stop) and all inner signals have
    // completed — here the stop is reached twice, once re-entrantly, and must count once.
    @Test("A stop reached twice, once re-entrantly from a handler downstream, counts once")
    func reentrantStopCountsOnce() {
        let log = EventLog()
        let source = Subject<Int>()
        let live = Subject<Int>()
        let bound = source.bind {
            { (value: Int, stop: inout Bool) -> Signal<Int>? in
                switch value {
                case 0: return live            // stays open until `live` completes
                case 1:
                    stop = true
                    return .return(1)          // its handler below sends 2 before this stop is handled
                default: return nil            // stops the source (first)
                }
            }
        }
        bound.subscribeNext({ value in
            log.next(value)
            if value == 1 { source.sendNext(2) }
        }, completed: { log.completed() })
        source.sendNext(0)
        source.sendNext(1)
        #expect(log.entries == ["next(1)"])
        live.sendNext(3)
        live.sendCompleted()
        #expect(log.entries == ["next(1)", "next(3)", "completed"])
    }
}

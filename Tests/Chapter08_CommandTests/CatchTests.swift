import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// `catch(_:)` and `catchTo(_:)`: Docs/Contracts.md §5 and C8.4 (how `Command` turns an
/// execution's failure into completion).
@Suite("catch and catchTo")
struct CatchTests {
    // RACSignalSpec -catch: "should subscribe to the signal returned by the block on error"
    @Test("Exercise 8.1: catch replaces an error with the signal the handler returns, after the values before it")
    func replacesTheError() {
        let log = EventLog()
        let failing = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendError(TestError.boom)
        }
        log.record(failing.catch { error in
            log.append("handler got \(error)")
            return signalOf([8, 9])
        })
        #expect(log.entries == ["next(1)", "handler got boom", "next(8)", "next(9)", "completed"])
    }

    @Test("Without an error, catch passes values and completion through and never calls the handler")
    func passesThrough() {
        let log = EventLog()
        log.record(signalOf([1, 2]).catch { _ in
            log.append("handler called")
            return .empty()
        })
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
    }

    @Test("Exercise 8.1: The failed source's subscription is disposed before the replacement is subscribed")
    func sourceIsDisposedFirst() {
        let log = EventLog()
        let source = Subject<Int>()
        log.record(log.probe("source", source).catch { _ in log.probe("replacement", .return(7)) })
        source.sendError(TestError.boom)
        #expect(log.entries == [
            "source subscribed", "source disposed",
            "replacement subscribed", "next(7)", "completed", "replacement disposed",
        ])
    }

    @Test("Exercise 8.1: An error from the replacement is forwarded")
    func replacementErrorIsForwarded() {
        let log = EventLog()
        log.record(Signal<Int>.error(TestError.boom).catch { _ in .error(TestError.other) })
        #expect(log.entries == ["error(other)"])
    }

    @Test("Exercise 8.1: Disposing while the replacement runs disposes the replacement")
    func disposingReachesTheReplacement() {
        let log = EventLog()
        let replacement = Subject<Int>()
        let subscription = log.record(Signal<Int>.error(TestError.boom).catch { _ in log.probe("replacement", replacement) })
        replacement.sendNext(1)
        subscription.dispose()
        replacement.sendNext(2)
        #expect(log.entries == ["replacement subscribed", "next(1)", "replacement disposed"])
    }

    // Why the source's subscription joins ours before `self.subscribe` (as in `bind`), and why the
    // replacement gets the very subscriber we were given: a `take` downstream must stop a
    // synchronous signal at once, on either side of the error.
    @Test("Exercise 8.1: take stops a synchronous signal through catch at once, before the error and after it: no map runs for a value nobody hears")
    func takeStopsASynchronousSourceAndReplacement() {
        let log = EventLog()
        func mapped(_ label: String, _ values: [Int]) -> Signal<Int> {
            log.sending(values).map { value -> Int in
                log.append("\(label) map \(value)")
                return value
            }
        }
        log.record(mapped("source", [0, 1, 2]).catch { _ in .empty() }.take(2), "A")
        log.record(Signal<Int>.error(TestError.boom).catch { _ in mapped("replacement", [7, 8, 9]) }.take(2), "B")
        #expect(log.entries == [
            "send 0", "source map 0", "A next(0)", "send 1", "source map 1", "A next(1)", "A completed", "send 2",
            "send 7", "replacement map 7", "B next(7)", "send 8", "replacement map 8", "B next(8)", "B completed", "send 9",
        ])
    }

    @Test("Exercise 8.1: A caught signal can be caught again: the outer catch forwards the inner one's values and its completion, and never calls its handler")
    func caughtSignalCaughtAgain() {
        let log = EventLog()
        let caughtTwice = Signal<Int>.error(TestError.boom)
            .catch { _ in signalOf([1, 2]) }
            .catch { _ in
                log.append("outer handler called")
                return .empty()
            }
        log.record(caughtTwice)
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
    }

    // RACSignalSpec -catchTo: "should subscribe to the given signal on error"
    @Test("Exercise 8.1: catchTo(.empty()) turns a failure into completion, keeping the values before it")
    func catchToEmpty() {
        let log = EventLog()
        let failing = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendError(TestError.boom)
        }
        log.record(failing.catchTo(.empty()))
        #expect(log.entries == ["next(1)", "completed"])
    }

    @Test("Exercise 8.1: catchTo subscribes its signal anew on each failure it catches")
    func catchToIsColdPerSubscription() {
        let log = EventLog()
        let fallback: Signal<Int> = log.cold("fallback") { subscriber in
            subscriber.sendNext(0)
            subscriber.sendCompleted()
        }
        let caught = Signal<Int>.error(TestError.boom).catchTo(fallback)
        log.record(caught, "A")
        log.record(caught, "B")
        #expect(log.entries == [
            "fallback subscribed", "A next(0)", "A completed", "fallback disposed",
            "fallback subscribed", "B next(0)", "B completed", "fallback disposed",
        ])
    }
}

import RAC
import TestSupport
import Testing

/// `setName`/`name`, `logNext`, `logError`, `logCompleted`, `logAll`: Docs/Contracts.md §5 Debugging.
/// (What they print is not checked; that they change nothing about the events is.)
@Suite("setName, logNext, logAll", .checksLiveObjects)
struct DebuggingTests {
    @Test("setName sets the name and returns the same signal")
    func setNameReturnsSelf() {
        let signal = Signal<Int>.never()
        let named = signal.setName("my signal")
        #expect(named === signal)
        #expect(signal.name == "my signal")
    }

    @Test("setName can end an operator chain")
    func setNameEndsAChain() {
        let log = EventLog()
        let named = Signal<Int>.from([1, 2]).map { $0 * 10 }.setName("tens")
        log.record(named)
        #expect(named.name == "tens")
        #expect(log.entries == ["next(10)", "next(20)", "completed"])
    }

    @Test("setName replaces an earlier name")
    func setNameReplaces() {
        let signal = Signal<Int>.never().setName("first").setName("second")
        #expect(signal.name == "second")
    }

    /// Drives `subject` with 1, 2 and `end`, recording `transform(subject)` and `subject` itself.
    private func compare(_ transform: (Signal<Int>) -> Signal<Int>, end: Event<Int>) -> [String] {
        let log = EventLog()
        let subject = Subject<Int>()
        let source = log.probe("source", subject).setName("numbers")
        log.record(transform(source), "logged")
        subject.sendNext(1)
        subject.sendNext(2)
        end.send(to: subject)
        return log.entries
    }

    @Test("logNext, logError, logCompleted and logAll return signals with the same events", arguments: [
        Event<Int>.completed, Event<Int>.error(TestError.boom),
    ])
    func logOperatorsKeepTheEvents(end: Event<Int>) {
        let expected = ["source subscribed", "logged next(1)", "logged next(2)", "source disposed", "logged \(end)"]
        #expect(compare({ $0.logNext() }, end: end) == expected)
        #expect(compare({ $0.logError() }, end: end) == expected)
        #expect(compare({ $0.logCompleted() }, end: end) == expected)
        #expect(compare({ $0.logAll() }, end: end) == expected)
    }

    // implementation-faithful: RAC's log operators end with `setNameWithFormat:@"%@", self.name`, so
    // every line logAll prints carries the receiver's name (not the name of an intermediate signal).
    @Test("logNext, logError, logCompleted and logAll return signals with the receiver's name")
    func logOperatorsKeepTheName() {
        let source = Signal<Int>.never().setName("numbers")
        #expect(source.logNext().name == "numbers")
        #expect(source.logError().name == "numbers")
        #expect(source.logCompleted().name == "numbers")
        #expect(source.logAll().name == "numbers")
    }

    @Test("logAll subscribes to its source once per subscription")
    func logAllSubscribesOnce() {
        let log = EventLog()
        let logged = log.probe("source", Signal<Int>.return(1)).logAll()
        log.record(logged, "a")
        log.record(logged, "b")
        #expect(log.entries == [
            "source subscribed", "a next(1)", "a completed", "source disposed",
            "source subscribed", "b next(1)", "b completed", "source disposed",
        ])
    }
}

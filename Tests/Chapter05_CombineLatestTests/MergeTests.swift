import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter05_CombineLatest
#endif

/// `merge(_:)` and `Signal.merge(_:)`: Docs/Contracts.md §5 and C5.8.
@Suite("merge")
struct MergeTests {
    /// RACSignalSpec's -merge: and +merge: examples are the same; each test runs on both forms.
    enum Form: String, CaseIterable, Sendable {
        case instance = "sub1.merge(sub2)"
        case array = "Signal.merge([sub1, sub2])"

        func merge(_ sub1: Signal<Int>, _ sub2: Signal<Int>) -> Signal<Int> {
            switch self {
            case .instance: return sub1.merge(sub2)
            case .array: return Signal.merge([sub1, sub2])
            }
        }
    }

    // RACSignalSpec -merge: / +merge: "should send all values from both signals"; Docs/Contracts.md C5.8
    @Test("Exercise 5.3: merge forwards the values of both signals in arrival order", arguments: Form.allCases)
    func sendsAllValues(form: Form) {
        let log = EventLog()
        let sub1 = Subject<Int>(), sub2 = Subject<Int>()
        log.record(form.merge(sub1, sub2))
        sub1.sendNext(1)
        sub2.sendNext(2)
        sub2.sendNext(3)
        sub1.sendNext(4)
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "next(4)"])
    }

    // RACSignalSpec -merge: / +merge: "should send an error if one occurs"
    @Test("Exercise 5.3: merge forwards the first error and disposes the other signals first", arguments: Form.allCases)
    func sendsAnError(form: Form) {
        let log = EventLog()
        let sub1 = Subject<Int>(), sub2 = Subject<Int>()
        log.record(form.merge(log.probe("sub1", sub1), log.probe("sub2", sub2)))
        sub1.sendError(TestError.boom)
        sub2.sendNext(1)
        #expect(log.entries == ["sub1 subscribed", "sub2 subscribed", "sub1 disposed", "sub2 disposed", "error(boom)"])
    }

    // RACSignalSpec -merge: / +merge: "should complete only after both signals complete"; Docs/Contracts.md C5.8
    @Test("Exercise 5.3: merge completes only after both signals complete", arguments: Form.allCases)
    func completesAfterBoth(form: Form) {
        let log = EventLog()
        let sub1 = Subject<Int>(), sub2 = Subject<Int>()
        log.record(form.merge(sub1, sub2))
        sub1.sendNext(1)
        sub2.sendNext(2)
        sub2.sendNext(3)
        sub2.sendCompleted()
        #expect(log.entries == ["next(1)", "next(2)", "next(3)"])
        sub1.sendNext(4)
        sub1.sendCompleted()
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "next(4)", "completed"])
    }

    // RACSignalSpec -merge: / +merge: "should complete only after both signals complete for any number of subscribers"
    @Test("Exercise 5.3: merge completes for every subscriber once both signals complete", arguments: Form.allCases)
    func completesForEverySubscriber(form: Form) {
        let log = EventLog()
        let sub1 = Subject<Int>(), sub2 = Subject<Int>()
        let merged = form.merge(sub1, sub2)
        log.record(merged, "first")
        log.record(merged, "second")
        sub1.sendCompleted()
        #expect(log.entries == [])
        sub2.sendCompleted()
        #expect(log.entries == ["first completed", "second completed"])
    }

    // RACSignalSpec +merge: "should complete immediately when not given any signals"
    @Test("Exercise 5.3: merge of an empty array completes at once")
    func mergesNothing() {
        let log = EventLog()
        log.record(Signal<Int>.merge([]))
        #expect(log.entries == ["completed"])
    }

    @Test("Exercise 5.3: merge subscribes to every signal at once, in order")
    func subscribesAllAtOnce() {
        let log = EventLog()
        log.record(Signal.merge([log.probe("a", Signal<Int>.never()), log.probe("b", .never()), log.probe("c", .never())]))
        #expect(log.entries == ["a subscribed", "b subscribed", "c subscribed"])
    }

    @Test("Exercise 5.3: Synchronous signals are merged one after another, each to its end")
    func synchronousSignals() {
        let log = EventLog()
        log.record(Signal.merge([signalOf([1, 2]), signalOf([3, 4])]))
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "next(4)", "completed"])
    }

    // RACSignalSpec -bind: "should not subscribe to signals following error in +merge:"
    @Test("Exercise 5.3: merge does not subscribe to the signals that follow a synchronous error")
    func doesNotSubscribeAfterAnError() {
        let log = EventLog()
        let first: Signal<Int> = log.cold("first") { subscriber in subscriber.sendError(TestError.boom) }
        let second: Signal<Int> = log.cold("second") { subscriber in subscriber.sendNext(1) }
        log.record(Signal.merge([first, second]))
        #expect(log.entries == ["first subscribed", "error(boom)", "first disposed"])
    }

    @Test("Exercise 5.3: Disposing merge disposes every signal")
    func disposal() {
        let log = EventLog()
        let subscription = log.record(log.probe("a", Signal<Int>.never()).merge(log.probe("b", .never())))
        subscription.dispose()
        #expect(log.entries == ["a subscribed", "b subscribed", "a disposed", "b disposed"])
    }
}

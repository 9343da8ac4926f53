import RAC
import TestSupport
import Testing

/// A reference a signal's block can read after the signal is built (the disposable of the
/// subscription under test).
private final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}

/// `merge(_:)`, `Signal.merge(_:)`, `flatten(_ maxConcurrent:)`: Docs/Contracts.md §5, C5.8.
@Suite("merge, flatten(maxConcurrent)", .checksLiveObjects)
struct MergeTests {
    /// RACSignalSpec's -merge: and +merge: fixtures: the same examples run on both forms.
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
    @Test("merge forwards the values of both signals in arrival order", arguments: Form.allCases)
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
    @Test("merge forwards the first error and disposes the other signals", arguments: Form.allCases)
    func sendsAnError(form: Form) {
        let log = EventLog()
        let sub1 = Subject<Int>(), sub2 = Subject<Int>()
        log.record(form.merge(log.probe("sub1", sub1), log.probe("sub2", sub2)))
        sub1.sendError(TestError.boom)
        sub2.sendNext(1)
        #expect(log.entries == ["sub1 subscribed", "sub2 subscribed", "sub1 disposed", "sub2 disposed", "error(boom)"])
    }

    // RACSignalSpec -merge: / +merge: "should complete only after both signals complete"; Docs/Contracts.md C5.8
    @Test("merge completes only after both signals complete", arguments: Form.allCases)
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
    @Test("merge completes for every subscriber once both signals complete", arguments: Form.allCases)
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
    @Test("merge of an empty array completes at once")
    func mergesNothing() {
        let log = EventLog()
        log.record(Signal<Int>.merge([]))
        #expect(log.entries == ["completed"])
    }

    @Test("merge subscribes to every signal at once, in order")
    func subscribesAllAtOnce() {
        let log = EventLog()
        log.record(Signal.merge([log.probe("a", Signal<Int>.never()), log.probe("b", .never()), log.probe("c", .never())]))
        #expect(log.entries == ["a subscribed", "b subscribed", "c subscribed"])
    }

    // RACSignalSpec -bind: "should not subscribe to signals following error in +merge:"
    @Test("merge does not subscribe to the signals that follow a synchronous error")
    func doesNotSubscribeAfterAnError() {
        let log = EventLog()
        let merged = Signal.merge([
            Signal<Int>.defer {
                log.append("first subscribed")
                return .error(TestError.boom)
            },
            Signal<Int>.defer {
                log.append("second subscribed")
                return .return(1)
            },
        ]).doError { _ in log.append("doError") }
        log.record(merged)
        #expect(log.entries == ["first subscribed", "doError", "error(boom)"])
    }

    // MARK: flatten(maxConcurrent)

    /// RACSignalSpec -flatten:'s fixture: `subN` subscribes to `subjectN` and logs "subN subscribed".
    private struct Fixture {
        let log = EventLog()
        let subjects = [Subject<Int>(), Subject<Int>(), Subject<Int>()]
        let signals = Subject<Signal<Int>>()

        func sub(_ index: Int) -> Signal<Int> {
            Signal.defer { [log, subjects] in
                log.append("sub\(index + 1) subscribed")
                return subjects[index]
            }
        }
    }

    // RACSignalSpec -flatten: when its max is 0: "should merge all the signals concurrently"
    @Test("flatten(0) subscribes to every inner signal at once")
    func flattenZeroMergesEverything() {
        let f = Fixture()
        f.log.record(f.signals.flatten(0))
        f.signals.sendNext(f.sub(0))
        f.signals.sendNext(f.sub(1))
        f.subjects[0].sendNext(1)
        f.signals.sendNext(f.sub(2))
        f.subjects[0].sendCompleted()
        f.subjects[1].sendNext(2)
        f.subjects[1].sendCompleted()
        f.subjects[2].sendNext(3)
        f.subjects[2].sendCompleted()
        #expect(f.log.entries == ["sub1 subscribed", "sub2 subscribed", "next(1)", "sub3 subscribed", "next(2)", "next(3)"])
    }

    // RACSignalSpec -flatten: when its max is > 0: "should merge only the given number at a time";
    // Docs/Contracts.md C5.8: sub2 is subscribed only when sub1 completes, sub3 only when sub2 does.
    @Test("flatten(1) subscribes to the next inner signal only when the current one completes")
    func flattenOneRunsOneAtATime() {
        let f = Fixture()
        f.log.record(f.signals.flatten(1))
        f.signals.sendNext(f.sub(0))
        f.signals.sendNext(f.sub(1))
        f.subjects[0].sendNext(1)
        f.signals.sendNext(f.sub(2))
        f.signals.sendCompleted()
        #expect(f.log.entries == ["sub1 subscribed", "next(1)"])

        f.subjects[0].sendCompleted()
        #expect(f.log.entries == ["sub1 subscribed", "next(1)", "sub2 subscribed"])

        f.subjects[1].sendNext(2)
        f.subjects[1].sendCompleted()
        #expect(f.log.entries == ["sub1 subscribed", "next(1)", "sub2 subscribed", "next(2)", "sub3 subscribed"])

        f.subjects[2].sendNext(3)
        f.subjects[2].sendCompleted()
        #expect(f.log.entries == [
            "sub1 subscribed", "next(1)", "sub2 subscribed", "next(2)", "sub3 subscribed", "next(3)", "completed",
        ])
    }

    // RACSignalSpec -flatten: (shared example, max 0 and 1)
    // "should complete only after the source and all its signals have completed"
    @Test("flatten(n) completes only after the outer signal and all inner signals have completed", arguments: [0, 1])
    func flattenCompletesAfterEverything(maxConcurrent: Int) {
        let log = EventLog()
        let subject1 = Subject<Int>(), subject2 = Subject<Int>(), subject3 = Subject<Int>()
        let signals = Subject<Signal<Int>>()
        log.record(signals.flatten(maxConcurrent))
        signals.sendNext(subject1)
        subject1.sendCompleted()
        log.append("subject1 completed")
        signals.sendNext(subject2)
        signals.sendNext(subject3)
        signals.sendCompleted()
        log.append("outer completed")
        subject2.sendCompleted()
        log.append("subject2 completed")
        subject3.sendCompleted()
        #expect(log.entries == ["subject1 completed", "outer completed", "subject2 completed", "completed"])
    }

    @Test("flatten(n) queues extra inner signals and starts them first in, first out as others complete")
    func flattenQueuesFirstInFirstOut() {
        let log = EventLog()
        let subjects = (1...4).map { _ in Subject<Int>() }
        let signals = Subject<Signal<Int>>()
        log.record(signals.flatten(2))
        for (index, subject) in subjects.enumerated() { signals.sendNext(log.probe("s\(index + 1)", subject)) }
        #expect(log.entries == ["s1 subscribed", "s2 subscribed"])

        subjects[1].sendCompleted()
        subjects[0].sendCompleted()
        #expect(log.entries == ["s1 subscribed", "s2 subscribed", "s2 disposed", "s3 subscribed", "s1 disposed", "s4 subscribed"])
    }

    @Test("an error of an inner signal ends flatten(n), disposes the live inner signals and drops the queued ones")
    func flattenErrorDisposesEverything() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<Int>()
        let signals = Subject<Signal<Int>>()
        log.record(signals.flatten(2))
        signals.sendNext(log.probe("a", a))
        signals.sendNext(log.probe("b", b))
        signals.sendNext(log.probe("c", .never()))
        a.sendError(TestError.boom)
        signals.sendNext(log.probe("d", .never()))
        b.sendNext(1)
        #expect(log.entries == ["a subscribed", "b subscribed", "a disposed", "b disposed", "error(boom)"])
    }

    @Test("an error of the outer signal ends flatten(n) and disposes the live inner signals")
    func flattenOuterError() {
        let log = EventLog()
        let signals = Subject<Signal<Int>>()
        log.record(signals.flatten(1))
        signals.sendNext(log.probe("a", .never()))
        signals.sendNext(log.probe("b", .never()))
        signals.sendError(TestError.boom)
        // Upstream clean-up runs before the subscriber's error block (Docs/Contracts.md C1.6).
        #expect(log.entries == ["a subscribed", "a disposed", "error(boom)"])
    }

    // RACSignalSpec -flatten: "should not crash when disposing while subscribing"
    @Test("disposing flatten(0) from inside an inner signal's subscription stops everything")
    func flattenDisposedWhileSubscribing() {
        let log = EventLog()
        let signals = Subject<Signal<Int>>()
        let disposable = Box<Disposable?>(nil)
        disposable.value = log.record(signals.flatten(0))
        signals.sendNext(Signal.createSignal { subscriber in
            disposable.value?.dispose()
            subscriber.sendNext(1)
            subscriber.sendCompleted()
        })
        signals.sendCompleted()
        #expect(log.entries == [])
        #expect(disposable.value?.isDisposed == true)
    }

    // RACSignalSpec -flatten: "should dispose after last synchronous signal subscription and should not crash"
    // (the spec's `[sub1 delay:0]` is a subject completed by hand here)
    @Test("flatten(1) completes and disposes its subscription inside the last, synchronous inner signal")
    func flattenDisposesAfterTheLastSynchronousSignal() {
        let log = EventLog()
        let signals = Subject<Signal<Int>>()
        let subject1 = Subject<Int>()
        let flattenDisposable = Box<Disposable?>(nil)
        let syncSignal = Signal<Int>.createSignal { subscriber in
            log.append("disposed before: \(flattenDisposable.value?.isDisposed == true)")
            subscriber.sendCompleted()
            log.append("disposed after: \(flattenDisposable.value?.isDisposed == true)")
        }
        flattenDisposable.value = log.record(signals.flatten(1))
        signals.sendNext(subject1)
        signals.sendNext(syncSignal)
        signals.sendCompleted()
        subject1.sendCompleted()
        #expect(log.entries == ["disposed before: false", "completed", "disposed after: true"])
    }

    @Test("disposing flatten(n) disposes the live inner signals; queued ones are never subscribed")
    func flattenDisposal() {
        let log = EventLog()
        let signals = Subject<Signal<Int>>()
        let disposable = log.record(signals.flatten(1))
        signals.sendNext(log.probe("a", .never()))
        signals.sendNext(log.probe("b", .never()))
        disposable.dispose()
        signals.sendNext(log.probe("c", .never()))
        #expect(log.entries == ["a subscribed", "a disposed"])
    }
}

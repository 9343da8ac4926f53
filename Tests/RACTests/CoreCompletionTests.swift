import Foundation
import RAC
import TestSupport
import Testing

/// The members of ReactiveObjC's core that `RAC` adds for a real app: `firstResult`,
/// `Signal.try`, `groupBy`, `any`/`all`, the `aggregate` variants, the non-`Equatable` forms of
/// `distinctUntilChanged`/`ignore`, `ignoreNil`, the optional `setKeyPath` bindings and the
/// notification signal for every name. Docs/PortingFromReactiveObjC.md links here.
@Suite("The rest of ReactiveObjC's core", .checksLiveObjects)
struct CoreCompletionTests {
    // MARK: - firstResult

    // RACSignalSpec -firstOrDefault:success:error: "should return the first value"
    @Test("firstResult() returns the first value and disposes the source")
    func firstResultValue() throws {
        let log = EventLog()
        let result = log.probe("source", Signal.from([1, 2, 3])).boundedFirstResult()
        #expect(try result.get() == 1)
        #expect(log.entries == ["source subscribed", "source disposed"])
    }

    // RACSignalSpec: "should return the default value if the signal completes without a value" (here: nil)
    @Test("firstResult() is .success(nil) for a signal that completes without a value")
    func firstResultEmpty() throws {
        #expect(try Signal<Int>.empty().boundedFirstResult().get() == nil)
    }

    // RACSignalSpec: "should return an error if one occurs" (first() would give nil)
    @Test("firstResult() reports the error that ends the signal before a value")
    func firstResultError() {
        let result = Signal<Int>.error(TestError.boom).boundedFirstResult()
        #expect(throws: TestError.boom) { try result.get() }
        #expect(Signal<Int>.error(TestError.boom).boundedFirst() == nil)
    }

    @Test("firstResult() waits for a value sent later from another thread")
    func firstResultWaitsForAnotherThread() throws {
        let signal = Signal<Int>.createSignal { subscriber in
            Scheduler.scheduler().afterDelay(0.01) { subscriber.sendNext(7) }
        }
        #expect(try signal.boundedFirstResult().get() == 7)
    }

    // MARK: - Signal.try

    // RACSignalSpec +try: "should pass the value"/"should pass the error"
    @Test("Signal.try(_:) sends the returned value and completes, or sends the thrown error")
    func tryCreates() {
        let log = EventLog()
        log.record(Signal.try { 42 }, "ok")
        log.record(Signal<Int>.try { throw TestError.boom }, "failing")
        #expect(log.entries == ["ok next(42)", "ok completed", "failing error(boom)"])
    }

    @Test("Signal.try(_:) calls its block again on each subscription, and not before")
    func tryIsCold() {
        let calls = Counter()
        let signal = Signal.try { calls.increment() }
        #expect(calls.value == 0)
        let log = EventLog()
        log.record(signal)
        log.record(signal)
        #expect(log.entries == ["next(1)", "completed", "next(2)", "completed"])
    }

    // MARK: - groupBy

    // RACSignalSpec -groupBy: "should send completed to all grouped signals" and the grouping itself
    @Test("groupBy sends a group the first time its key is seen, then routes each value; completion goes to the outer signal, then every group")
    func groupByRoutesAndCompletes() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.groupBy { $0 % 2 == 0 ? "even" : "odd" }.subscribeNext({ group in
            log.append("group \(group.key)")
            log.record(group, group.key)
        }, completed: { log.append("outer completed") })
        for value in [1, 3, 2, 5, 4] { subject.sendNext(value) }
        subject.sendCompleted()
        #expect(log.entries == [
            "group odd", "odd next(1)", "odd next(3)",
            "group even", "even next(2)", "odd next(5)", "even next(4)",
            "outer completed", "odd completed", "even completed",
        ])
    }

    // RACSignalSpec -groupBy: "should send error to all grouped signals"
    @Test("groupBy forwards an error to the outer signal, then to every group")
    func groupByErrors() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.groupBy { $0 }.subscribeNext({ group in
            log.record(group, "\(group.key)")
        }, error: { log.append("outer error(\($0))") })
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendError(TestError.boom)
        #expect(log.entries == ["1 next(1)", "2 next(2)", "outer error(boom)", "1 error(boom)", "2 error(boom)"])
    }

    // RACSignalSpec -groupBy:transform: "should send values through the transform"
    @Test("groupBy(_:transform:) sends the transformed value into the group of the original value's key")
    func groupByTransform() {
        let log = EventLog()
        Signal.from(["apple", "avocado", "banana"])
            .groupBy({ $0.first! }, transform: { $0.count })
            .subscribeNext { group in log.record(group, "\(group.key)") }
        #expect(log.entries == ["a next(5)", "a next(7)", "b next(6)", "a completed", "b completed"])
    }

    @Test("groupBy keeps fresh groups per subscription")
    func groupByPerSubscription() {
        let log = EventLog()
        let source = Signal.from([1, 1])
        let grouped = source.groupBy { $0 }
        grouped.subscribeNext { _ in log.append("first subscription: group") }
        grouped.subscribeNext { _ in log.append("second subscription: group") }
        #expect(log.entries == ["first subscription: group", "second subscription: group"])
    }

    // MARK: - any, all

    // RACSignalSpec -any: "should return YES for any value" (after the first value, the source is stopped)
    @Test("any() sends true and completes at the first value, and stops the source")
    func anyAtFirstValue() {
        let log = EventLog()
        log.record(log.pulling([1, 2, 3]).any())
        #expect(log.entries == ["pull 1", "next(true)", "completed"])
    }

    @Test("any() sends false and completes when the source completes without a value")
    func anyOfEmpty() {
        let log = EventLog()
        log.record(Signal<Int>.empty().any())
        #expect(log.entries == ["next(false)", "completed"])
    }

    // RACSignalSpec -any: "should return NO if the signal errors" (RAC: the error is not forwarded)
    @Test("any(_:) sends false and completes when the source fails first: the error is not forwarded")
    func anyOnError() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.any { $0 > 10 })
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        #expect(log.entries == ["next(false)", "completed"])
    }

    // RACSignalSpec -any: "should return YES for a matching value"
    @Test("any(_:) sends true at the first value that passes, and disposes the source")
    func anyMatching() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(log.probe("source", subject).any { $0 > 10 })
        subject.sendNext(1)
        subject.sendNext(11)
        subject.sendNext(12)
        #expect(log.entries == ["source subscribed", "source disposed", "next(true)", "completed"])
    }

    // RACSignalSpec -all: "should return YES if all values match", "NO if any value doesn't"
    @Test("all(_:) sends true when every value passes and the source completes; false at the first that fails")
    func allValues() {
        let log = EventLog()
        log.record(Signal.from([2, 4, 6]).all { $0 % 2 == 0 }, "evens")
        log.record(log.pulling([2, 3, 4]).all { $0 % 2 == 0 }, "mixed")
        log.record(Signal<Int>.empty().all { _ in false }, "empty")
        #expect(log.entries == [
            "evens next(true)", "evens completed",
            "pull 2", "pull 3", "mixed next(false)", "mixed completed",
            "empty next(true)", "empty completed",
        ])
    }

    // RACSignalSpec -all: "should return NO if the signal errors"
    @Test("all(_:) sends false and completes when the source fails: the error is not forwarded")
    func allOnError() {
        let log = EventLog()
        log.record(Signal<Int>.error(TestError.boom).all { _ in true })
        #expect(log.entries == ["next(false)", "completed"])
    }

    // MARK: - aggregate

    // RACSignalSpec -aggregateWithStart:reduceWithIndex:
    @Test("aggregate(withStart:reduceWithIndex:) passes 0-based indexes and sends one value at completion")
    func aggregateWithIndex() {
        let log = EventLog()
        log.record(Signal.from(["a", "b", "c"]).aggregate(withStart: "") { running, value, index in
            running + "\(value)\(index)"
        })
        log.record(Signal<String>.empty().aggregate(withStart: "start") { running, _, _ in running + "!" }, "empty")
        #expect(log.entries == ["next(a0b1c2)", "completed", "empty next(start)", "empty completed"])
    }

    @Test("aggregate(withStart:reduceWithIndex:) restarts the index on each subscription, and forwards an error")
    func aggregateWithIndexPerSubscription() {
        let log = EventLog()
        let signal = Signal.from([10, 20]).aggregate(withStart: 0) { running, _, index in running + index }
        log.record(signal)
        log.record(signal)
        log.record(Signal<Int>.error(TestError.boom).aggregate(withStart: 0) { _, _, _ in 1 }, "failing")
        #expect(log.entries == ["next(1)", "completed", "next(1)", "completed", "failing error(boom)"])
    }

    // RACSignalSpec -aggregateWithStartFactory:reduce: "should return a new start value each time"
    @Test("aggregate(withStartFactory:reduce:) makes a new start value for each subscription")
    func aggregateWithStartFactory() {
        final class Box { var items: [Int] = [] }
        let log = EventLog()
        let made = Counter()
        let signal = Signal.from([1, 2]).aggregate(withStartFactory: { () -> Box in
            made.increment()
            return Box()
        }, reduce: { box, value in
            box.items.append(value)
            return box
        })
        #expect(made.value == 0)
        signal.subscribeNext { log.append("\($0.items)") }
        signal.subscribeNext { log.append("\($0.items)") }
        #expect(made.value == 2)
        #expect(log.entries == ["[1, 2]", "[1, 2]"])
    }

    // MARK: - distinctUntilChanged(by:), ignore(_:by:)

    @Test("distinctUntilChanged(by:) works on combineLatest's tuples, using the given equivalence")
    func distinctUntilChangedOnTuples() {
        let log = EventLog()
        let letters = Subject<String>(), numbers = Subject<Int>()
        log.record(Signal.combineLatest(letters, numbers).distinctUntilChanged(by: ==))
        letters.sendNext("a")
        numbers.sendNext(1)
        numbers.sendNext(1)
        letters.sendNext("a")
        numbers.sendNext(2)
        letters.sendNext("b")
        #expect(log.entries == ["next((\"a\", 1))", "next((\"a\", 2))", "next((\"b\", 2))"])
    }

    @Test("distinctUntilChanged(by:) compares with the previous value, not with the first, and restarts per subscription")
    func distinctUntilChangedComparesWithThePrevious() {
        let log = EventLog()
        // Values are "the same" when they differ by at most 1: 1, 2 (same as 1), 4, 5 (same as 4), 5
        let signal = Signal.from([1, 2, 4, 5, 5]).distinctUntilChanged { abs($0 - $1) <= 1 }
        log.record(signal)
        log.record(signal)
        #expect(log.entries == ["next(1)", "next(4)", "completed", "next(1)", "next(4)", "completed"])
    }

    @Test("ignore(_:by:) drops the values equivalent to the given one, and forwards the terminal event")
    func ignoreByEquivalence() {
        let log = EventLog()
        log.record(Signal.from([(0, 0), (1, 0), (0, 0)]).ignore((0, 0), by: ==))
        log.record(Signal<(Int, Int)>.error(TestError.boom).ignore((0, 0), by: ==), "failing")
        #expect(log.entries == ["next((1, 0))", "completed", "failing error(boom)"])
    }

    // MARK: - ignoreNil

    @Test("ignoreNil() drops nils, unwraps the rest, and forwards the terminal events")
    func ignoreNilUnwraps() {
        let log = EventLog()
        let unwrapped: Signal<Int> = Signal<Int?>.from([1, nil, 2, nil]).ignoreNil()
        log.record(unwrapped)
        log.record(Signal<Int?>.error(TestError.boom).ignoreNil(), "failing")
        #expect(log.entries == ["next(1)", "next(2)", "completed", "failing error(boom)"])
    }

    @Test("ignoreNil() stops its source when disposed")
    func ignoreNilDisposes() {
        let log = EventLog()
        let subject = Subject<String?>()
        let subscription = log.record(log.probe("source", subject).ignoreNil())
        subject.sendNext("a")
        subscription.dispose()
        subject.sendNext("b")
        #expect(log.entries == ["source subscribed", "next(a)", "source disposed"])
    }

    // MARK: - setKeyPath for optionals

    @Test("setKeyPath binds a Signal<T> to a T? property without a map")
    func setKeyPathToOptional() {
        let form = Form()
        let subject = Subject<String>()
        subject.setKeyPath(\.nickname, on: form)
        #expect(form.nickname == nil)
        subject.sendNext("ada")
        #expect(form.nickname == "ada")
    }

    // RACSignalSpec -setKeyPath:onObject:nilValue: "should set the nil value when the signal sends nil"
    @Test("setKeyPath(_:on:nilValue:) writes nilValue for each nil, and each other value as it is")
    func setKeyPathNilValue() {
        let form = Form()
        let subject = Subject<Int?>()
        let binding = subject.setKeyPath(\.age, on: form, nilValue: -1)
        subject.sendNext(30)
        #expect(form.age == 30)
        subject.sendNext(nil)
        #expect(form.age == -1)
        binding.dispose()
        subject.sendNext(40)
        #expect(form.age == -1)
    }

    @Test("setKeyPath(_:on:nilValue:) holds the object weakly")
    func setKeyPathNilValueIsWeak() {
        let subject = Subject<Int?>()
        weak var released: Form?
        do {
            let form = Form()
            released = form
            subject.setKeyPath(\.age, on: form, nilValue: 0)
            subject.sendNext(1)
        }
        #expect(released == nil)
        subject.sendNext(2)
    }

    // MARK: - Notifications of every name

    @Test("signal(forName: nil) sends the notifications of every name")
    func notificationsOfEveryName() {
        let center = NotificationCenter()
        let log = EventLog()
        let subscription = center.signal(forName: nil).subscribeNext { log.append($0.name.rawValue) }
        center.post(name: Notification.Name("first"), object: nil)
        center.post(name: Notification.Name("second"), object: nil)
        subscription.dispose()
        center.post(name: Notification.Name("third"), object: nil)
        #expect(log.entries == ["first", "second"])
    }
}

/// A form with optional and non-optional properties, for the `setKeyPath` overloads.
fileprivate final class Form: @unchecked Sendable {
    var nickname: String?
    var age = 0
}

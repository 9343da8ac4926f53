import Foundation
import Testing
import RAC
import TestSupport

/// The differences from ReactiveObjC that Docs/Differences.md lists and no other test pins: each
/// test here is named there, in the section it belongs to.
@Suite("Differences from ReactiveObjC")
struct DifferencesTests {
    // MARK: Subscription is synchronous on every thread

    @Test("A replay subject replays inside subscribe on a background thread too")
    func replayIsSynchronousOffTheMainThread() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendCompleted()
        let finished = runConcurrently(threads: 1) { _ in
            subject.subscribeNext({ log.next($0) }, completed: { log.completed() })
            log.append("subscribe returned")
        }
        #expect(finished)
        #expect(log.entries == ["next(1)", "next(2)", "completed", "subscribe returned"])
    }

    // MARK: Subjects keep the grammar

    @Test("A subject ignores every event after its first terminal event: early subscribers hear one ending, late ones nothing after it")
    func subjectIgnoresEventsAfterItsEnding() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.subscribeNext({ log.append("early:next(\($0))") }, error: { log.append("early:error(\($0))") }, completed: { log.append("early:completed") })
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        subject.sendNext(2)
        subject.sendCompleted()
        subject.subscribeNext({ log.append("late:next(\($0))") }, error: { log.append("late:error(\($0))") }, completed: { log.append("late:completed") })
        subject.sendNext(3)
        #expect(log.entries == ["early:next(1)", "early:error(boom)"])
    }

    @Test("A replay subject replays its values and its first ending; what was sent after the ending is not stored")
    func replaySubjectStoresNothingAfterItsEnding() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        subject.subscribeNext({ log.append("early:next(\($0))") }, error: { log.append("early:error(\($0))") }, completed: { log.append("early:completed") })
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        subject.sendNext(2)
        subject.sendCompleted()
        subject.subscribeNext({ log.append("late:next(\($0))") }, error: { log.append("late:error(\($0))") }, completed: { log.append("late:completed") })
        #expect(log.entries == ["early:next(1)", "early:error(boom)", "late:next(1)", "late:error(boom)"])
    }

    @Test("A behavior subject keeps the last value sent before its ending; a late subscriber gets that value and no ending")
    func behaviorSubjectKeepsNoValueAfterItsEnding() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: 0)
        subject.sendNext(1)
        subject.sendCompleted()
        subject.sendNext(2)
        subject.subscribeNext({ log.append("late:next(\($0))") }, completed: { log.append("late:completed") })
        #expect(log.entries == ["late:next(1)"])
    }

    // MARK: Errors

    @Test("The error domains are Swift enums; a refused execute keeps ReactiveObjC's message")
    func errorDomainsAreEnums() {
        #expect(CommandError.notEnabled.description == "The command is disabled and cannot be executed")
        #expect(SignalError.timedOut != SignalError.noMatchingCase)
        let log = EventLog()
        Signal<Int>.error(SignalError.timedOut).subscribeError { error in
            log.append(error is SignalError ? "a SignalError: \(error)" : "another error")
        }
        #expect(log.entries == ["a SignalError: SignalError.timedOut"])
    }

    // MARK: Command keeps one state

    @Test("Turning allowsConcurrentExecution off while an execution runs disables the command at once, and enables it when the execution ends")
    func concurrencyTurnedOffWhileExecutingDisables() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let work = Subject<Int>()
        let command = Command<Int, Int>(scheduler: scheduler) { _ in work }
        command.allowsConcurrentExecution = true
        command.execute(1)
        scheduler.stepAll()
        command.enabled.subscribeNext { log.append("enabled \($0)") }
        command.allowsConcurrentExecution = false
        #expect(throws: CommandError.notEnabled) { try command.execute(2).boundedToArray() }
        scheduler.stepAll()
        work.sendCompleted()
        scheduler.stepAll()
        // ReactiveObjC's `+if:then:else:` subscribes to the running count anew, which has not seen the
        // running execution: it would log "enabled true" only, and accept the second execute.
        #expect(log.entries == ["enabled true", "enabled false", "enabled true"])
    }

    // MARK: Things the Objective-C runtime did

    /// An object with a two-argument method, as `rac_liftSelector:withSignals:` would call it.
    final class Label {
        var texts: [String] = []
        func update(_ name: String, _ count: Int) { texts.append("\(name): \(count)") }
    }

    @Test("A lifted selector is combineLatest, then subscribeNext calling the method")
    func liftedSelectorIsCombineLatest() {
        let label = Label()
        let names = Subject<String>()
        let counts = Subject<Int>()
        let binding = Signal.combineLatest(names, counts).subscribeNext { name, count in label.update(name, count) }
        names.sendNext("inbox")
        #expect(label.texts == [])
        counts.sendNext(3)
        counts.sendNext(4)
        names.sendNext("sent")
        #expect(label.texts == ["inbox: 3", "inbox: 4", "sent: 4"])
        binding.dispose()
    }

    /// A delegate protocol of the kind `rac_signalForSelector:fromProtocol:` replaces.
    protocol SearchFieldDelegate: AnyObject {
        func searchField(didChangeText text: String)
    }

    /// A control that reports to a weakly held delegate, as UIKit's do.
    final class SearchField {
        weak var delegate: (any SearchFieldDelegate)?
        func type(_ text: String) { delegate?.searchField(didChangeText: text) }
    }

    /// The replacement: a small delegate object that forwards each call into a `Subject`.
    final class SearchFieldDelegateProxy: SearchFieldDelegate {
        let textChanges = Subject<String>()
        func searchField(didChangeText text: String) { textChanges.sendNext(text) }
    }

    @Test("A delegate is replaced by a small object that forwards each call into a subject")
    func delegateForwardsIntoASubject() {
        let log = EventLog()
        let field = SearchField()
        let proxy = SearchFieldDelegateProxy()
        field.delegate = proxy
        let subscription = proxy.textChanges.filter { !$0.isEmpty }.subscribeNext { log.next($0) }
        field.type("r")
        field.type("")
        field.type("rac")
        #expect(log.entries == ["next(r)", "next(rac)"])
        subscription.dispose()
    }

    @Test("Operators do not append to a signal's name")
    func operatorsDoNotAppendToNames() {
        let source = Signal<Int>.never().setName("source")
        let mapped = source.map { $0 + 1 }
        #expect(source.name == "source")
        #expect(!mapped.name.contains("source"))
    }

    // MARK: Operators built differently, with the same events

    @Test("A fused run of map and filter subscribes its source once per subscription, with the same events")
    func fusedRunSubscribesOncePerSubscription() {
        let log = EventLog()
        let subscriptions = Counter()
        let source = Signal<Int>.createSignal { subscriber in
            subscriptions.increment()
            for value in 1...6 { subscriber.sendNext(value) }
            subscriber.sendCompleted()
        }
        let run = source.map { $0 * 10 }.filter { $0 % 20 == 0 }.map { "v\($0)" }
        run.subscribeNext({ log.next($0) }, completed: { log.completed() })
        run.subscribeNext({ log.next($0) }, completed: { log.completed() })
        #expect(subscriptions.value == 2)
        #expect(log.entries == [
            "next(v20)", "next(v40)", "next(v60)", "completed",
            "next(v20)", "next(v40)", "next(v60)", "completed",
        ])
    }
}

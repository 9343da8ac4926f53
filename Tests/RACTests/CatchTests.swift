import RAC
import TestSupport
import Testing

/// `catch`, `catchTo`: Docs/Contracts.md §5.
@Suite("catch, catchTo", .checksLiveObjects)
struct CatchTests {
    // RACSignalSpec -catch: "should subscribe to ensuing signal on error"
    @Test("catch subscribes to the handler's signal on error")
    func subscribesOnError() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.catch { _ in .return(41) })
        subject.sendError(TestError.boom)
        #expect(log.entries == ["next(41)", "completed"])
    }

    // RACSignalSpec -catch: "should prevent source error from propagating"
    @Test("catch keeps the source's error from the subscriber")
    func preventsTheError() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.catch { _ in .empty() })
        subject.sendError(TestError.boom)
        #expect(log.entries == ["completed"])
    }

    // RACSignalSpec -catch: "should propagate error from ensuing signal"
    @Test("catch forwards an error of the handler's signal")
    func propagatesTheReplacementError() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.catch { _ in .error(TestError.other) })
        subject.sendError(TestError.boom)
        #expect(log.entries == ["error(other)"])
    }

    // RACSignalSpec -catch: "should dispose ensuing signal"
    @Test("disposing catch disposes the handler's signal")
    func disposesTheReplacement() {
        let log = EventLog()
        let subject = Subject<Int>()
        let disposable = log.record(subject.catch { _ in log.probe("replacement", .never()) })
        subject.sendError(TestError.boom)
        disposable.dispose()
        #expect(log.entries == ["replacement subscribed", "replacement disposed"])
    }

    @Test("catch forwards values and completion, and calls the handler with the error after disposing the source")
    func forwardsAndCallsTheHandler() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(log.probe("source", subject).catch { error in
            log.append("handler(\(error))")
            return log.cold("replacement") { subscriber in
                subscriber.sendNext(41)
                subscriber.sendCompleted()
            }
        })
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        #expect(log.entries == [
            "source subscribed", "next(1)", "source disposed", "handler(boom)",
            "replacement subscribed", "next(41)", "completed", "replacement disposed",
        ])
    }

    @Test("catch forwards the source's completion without calling the handler")
    func completionSkipsTheHandler() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.catch { _ in
            log.append("handler")
            return .empty()
        })
        subject.sendNext(1)
        subject.sendCompleted()
        #expect(log.entries == ["next(1)", "completed"])
    }

    @Test("catchTo continues with the given signal on error")
    func catchTo() {
        let log = EventLog()
        let subject = Subject<Int>()
        let replacement = Subject<Int>()
        log.record(subject.catchTo(replacement))
        subject.sendNext(1)
        replacement.sendNext(99)
        subject.sendError(TestError.boom)
        replacement.sendNext(2)
        replacement.sendError(TestError.other)
        #expect(log.entries == ["next(1)", "next(2)", "error(other)"])
    }
}

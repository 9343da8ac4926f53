import Testing
import TestSupport
import Chapter08_Command

@Suite("Challenge 4: cancel an execution")
struct CancelChallengeTests {
    @Test("Challenge 4: cancel() ends the running execution, and executing goes back to false")
    func cancelEndsTheExecution() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let cancellation = Cancellation()
        let command = Command<Void, Int>(scheduler: scheduler, signalBlock: cancellation.wrap { _ in
            Signal<Int>.never()
        })
        log.record(command.executing, "executing")
        log.record(command.execute(()), "result")
        scheduler.stepAll()
        #expect(log.entries == ["executing next(false)", "executing next(true)"])
        cancellation.cancel()
        scheduler.stepAll()
        #expect(log.entries == ["executing next(false)", "executing next(true)", "result completed", "executing next(false)"])
    }

    @Test("Challenge 4: disposing connect()'s disposable instead leaves executing true")
    func disposingLeavesExecutingTrue() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let work = Signal<Int>.never().subscribeOn(scheduler).multicast(ReplaySubject())
        let executing = work.signal.then { Signal<Bool>.return(false) }.startWith(true)
        log.record(executing, "executing")
        let connection = work.connect()
        scheduler.stepAll()
        connection.dispose()
        scheduler.stepAll()
        #expect(log.entries == ["executing next(true)"])
    }
}

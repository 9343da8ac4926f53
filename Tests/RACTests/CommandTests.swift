import Testing
import TestSupport
@testable import RAC

/// Records every public signal of a command into one log, as rac2-semantics §2.13 lists them.
private func observe<I, O>(_ command: Command<I, O>, into log: EventLog) {
    command.executing.subscribeNext { log.append("executing \($0)") }
    command.enabled.subscribeNext { log.append("enabled \($0)") }
    command.errors.subscribeNext { log.append("errors next(\($0))") }
    command.executionSignals.subscribeNext { inner in
        log.append("executionSignals next")
        inner.subscribeNext({ log.append("inner next(\($0))") },
                            error: { log.append("inner error(\($0))") },
                            completed: { log.append("inner completed") })
    }
}

@Suite("Command")
struct CommandTests {
    @Test("One successful execution: executing YES, enabled NO, the execution signal, the work, executing NO, enabled YES — one scheduler turn each")
    func successfulExecutionOrder() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = Command<Int, Int>(scheduler: scheduler) { input in Signal.return(input * 10) }
        observe(command, into: log)
        #expect(log.entries == ["executing false", "enabled true"])
        // Creating the command schedules one silent hop (`executing`'s initial `false` through the
        // scheduler, dropped by `distinctUntilChanged`), as in RAC; let it run first.
        #expect(scheduler.queuedCount == 1)
        scheduler.stepAll()
        #expect(log.entries == ["executing false", "enabled true"])
        log.removeAll()

        let result = command.execute(1)
        result.subscribeNext({ log.append("caller next(\($0))") },
                             error: { log.append("caller error(\($0))") },
                             completed: { log.append("caller completed") })
        #expect(log.entries == [])
        #expect(command.execute(2).first() == nil)  // refused in the same turn

        var turns: [[String]] = []
        for _ in 0..<7 {
            log.removeAll()
            scheduler.step()
            turns.append(log.entries)
        }
        #expect(turns == [
            ["executing true"],
            ["enabled false"],
            ["executionSignals next"],
            ["caller next(10)", "inner next(10)", "caller completed", "inner completed"],
            ["executing false"],
            ["enabled true"],
            [],
        ])
    }

    @Test("A failing execution: the caller gets the error, the inner execution signal completes, errors gets it as a value")
    func failingExecutionOrder() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = Command<Int, Int>(scheduler: scheduler) { _ in Signal.error(TestError.boom) }
        observe(command, into: log)
        scheduler.stepAll()
        log.removeAll()
        command.execute(1).subscribeNext({ log.append("caller next(\($0))") },
                                         error: { log.append("caller error(\($0))") },
                                         completed: { log.append("caller completed") })
        var turns: [[String]] = []
        for _ in 0..<8 {
            log.removeAll()
            scheduler.step()
            turns.append(log.entries)
        }
        #expect(turns == [
            ["executing true"],
            ["enabled false"],
            ["executionSignals next"],
            ["caller error(boom)", "inner completed"],
            ["errors next(boom)"],
            ["executing false"],
            ["enabled true"],
            [],
        ])
    }
}

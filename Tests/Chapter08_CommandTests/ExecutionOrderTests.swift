import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// The exact order of one execution, scheduler turn by scheduler turn: Docs/Contracts.md C8.8, with
/// the command's scheduler a `TestScheduler`, so that each main-queue turn is one `step()`.
@Suite("One execution, turn by turn")
struct ExecutionOrderTests {
    /// A non-concurrent command on `scheduler` whose work logs its subscription, then sends
    /// `input * 10` and completes, or fails with `boom` for a negative input.
    func command(on scheduler: TestScheduler, log: EventLog, enabled: Signal<Bool>? = nil) -> Command<Int, Int> {
        Command(enabled: enabled, scheduler: scheduler) { input in
            log.append("block(\(input))")
            return Signal.createSignal { subscriber in
                log.append("work subscribed")
                if input < 0 {
                    subscriber.sendError(TestError.boom)
                } else {
                    subscriber.sendNext(input * 10)
                    subscriber.sendCompleted()
                }
            }
        }
    }

    // Docs/Contracts.md C8.8, turns 1 to 6; RACCommandSpec: "should be executing while an execution
    // signal is running", "should send NO while executing is YES and allowsConcurrentExecution is NO".
    @Test("Exercise 8.7: One execution: executing true, enabled false, the execution arrives, the work runs, executing false, enabled true, one turn each")
    func successfulExecution() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = command(on: scheduler, log: log)
        log.watch(command)
        #expect(log.entries == ["executing next(false)", "enabled next(true)"])
        // Making the command queued one hop: `executing`'s first value, also sent through the
        // scheduler and dropped there by `distinctUntilChanged`. Let it run first.
        #expect(scheduler.queuedCount == 1)
        scheduler.stepAll()
        #expect(log.entries == ["executing next(false)", "enabled next(true)"])
        log.removeAll()

        let result = command.execute(1)
        log.record(result, "caller")
        // Inside `execute`: the block ran, and nothing public has changed yet.
        #expect(log.entries == ["block(1)"])
        #expect(log.turns(of: scheduler) == [
            ["executing next(true)"],
            ["enabled next(false)"],
            ["execution 1 arrives"],
            ["work subscribed", "caller next(10)", "execution 1 next(10)", "caller completed", "execution 1 completed"],
            ["executing next(false)"],
            ["enabled next(true)"],
        ])
    }

    // Docs/Contracts.md C8.8 (a failure).
    @Test("Exercise 8.7: A failed execution: the caller gets the error, the execution signal completes, then errors sends the error, executing false, enabled true")
    func failedExecution() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = command(on: scheduler, log: log)
        log.watch(command)
        scheduler.stepAll()
        log.removeAll()

        log.record(command.execute(-1), "caller")
        #expect(log.entries == ["block(-1)"])
        #expect(log.turns(of: scheduler) == [
            ["executing next(true)"],
            ["enabled next(false)"],
            ["execution 1 arrives"],
            ["work subscribed", "caller error(boom)", "execution 1 completed"],
            ["errors next(boom)"],
            ["executing next(false)"],
            ["enabled next(true)"],
        ])
    }

    // Docs/Contracts.md C8.6.
    @Test("Exercise 8.7: A disabled command: execute returns a signal failing with notEnabled at once, the block is not called, and nothing else happens")
    func disabledExecution() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = command(on: scheduler, log: log, enabled: .return(false))
        log.watch(command)
        scheduler.stepAll()
        #expect(log.entries == ["executing next(false)", "enabled next(false)"])
        log.removeAll()

        log.record(command.execute(1), "caller")
        #expect(log.entries == ["caller error(The command is disabled and cannot be executed)"])
        #expect(scheduler.queuedCount == 0)
        #expect(log.turns(of: scheduler) == [])
    }

    // Docs/Contracts.md C8.8 (concurrent executions).
    @Test("Exercise 8.6: With allowsConcurrentExecution, a second execute in the same turn runs, enabled never changes, and executing is true until both have ended")
    func concurrentExecutions() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = command(on: scheduler, log: log)
        command.allowsConcurrentExecution = true
        log.watch(command)
        scheduler.stepAll()
        log.removeAll()

        log.record(command.execute(1), "caller 1")
        log.record(command.execute(2), "caller 2")
        scheduler.stepAll()
        #expect(log.entries == [
            "block(1)", "block(2)",
            "executing next(true)",
            "execution 1 arrives",
            "work subscribed", "caller 1 next(10)", "execution 1 next(10)", "caller 1 completed", "execution 1 completed",
            "execution 2 arrives",
            "work subscribed", "caller 2 next(20)", "execution 2 next(20)", "caller 2 completed", "execution 2 completed",
            "executing next(false)",
        ])
    }

    // Docs/Contracts.md C8.8, turn 4: inside the work's handlers `[executing first]` is YES and
    // `[enabled first]` is NO.
    @Test("Exercise 8.7: While the work runs, executing's current value is true and enabled's is false")
    func stateWhileTheWorkRuns() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = command(on: scheduler, log: log)
        command.execute(1).subscribeNext { _ in
            log.append("executing \(currentValue(of: command.executing)!), enabled \(currentValue(of: command.enabled)!)")
        }
        scheduler.stepAll()
        #expect(log.entries == ["block(1)", "work subscribed", "executing true, enabled false"])
        #expect(currentValue(of: command.executing) == false)
        #expect(currentValue(of: command.enabled) == true)
    }
}

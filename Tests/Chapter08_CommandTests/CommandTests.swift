import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// `Command`'s contracts: Docs/Contracts.md §8.
@Suite("Command")
struct CommandTests {
    // MARK: - execute

    // RACCommandSpec: "should invoke the signalBlock once per execution"
    @Test("Exercise 8.4: execute calls the signal block once, at once, with the input; the work is subscribed one turn later")
    func callsTheBlockAtOnce() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = Command<String, String>(scheduler: scheduler) { input in
            log.append("block(\(input))")
            return log.cold("work") { subscriber in subscriber.sendNext(input.uppercased()) }
        }
        command.execute("a")
        #expect(log.entries == ["block(a)"])
        scheduler.stepAll()
        #expect(log.entries == ["block(a)", "work subscribed"])
    }

    // Docs/Contracts.md C8.7; ReactiveCocoa issue #1358.
    @Test("Exercise 8.7: A second execute in the same turn is refused, although enabled has not sent false yet")
    func secondExecuteInTheSameTurnIsRefused() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = Command<Int, Int>(scheduler: scheduler) { input in
            log.append("block(\(input))")
            return .return(input)
        }
        command.execute(1)
        #expect(currentValue(of: command.enabled) == true)
        #expect(isRefusal(command.execute(2)))
        #expect(log.entries == ["block(1)"])
    }

    @Test("Exercise 8.7: A refused execute fails with exactly CommandError.notEnabled, described as ReactiveCocoa's message")
    func refusalError() {
        let command = Command<Int, Int>(enabled: .return(false), scheduler: TestScheduler()) { .return($0) }
        var received: (any Error)?
        command.execute(1).subscribeError { received = $0 }
        #expect(received as? CommandError == .notEnabled)
        #expect(String(describing: CommandError.notEnabled) == "The command is disabled and cannot be executed")
    }

    // RACCommandSpec: "should return a signal that can be subscribed to multiple times" and
    // "should ... even if the returned signal is not subscribed to"; Docs/Contracts.md C8.7.
    @Test("Exercise 8.4: The work starts although nobody subscribes to execute's result, and a late subscriber gets everything, error included")
    func resultReplaysEverything() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = Command<Int, Int>(scheduler: scheduler) { input in
            log.cold("work") { subscriber in
                // Several values: a replay that kept only the last one would lose the first two.
                subscriber.sendNext(input)
                subscriber.sendNext(input + 1)
                subscriber.sendNext(input + 2)
                subscriber.sendError(TestError.boom)
            }
        }
        let result = command.execute(7)
        scheduler.stepAll()
        #expect(log.entries == ["work subscribed", "work disposed"])
        log.record(result, "late")
        log.record(result, "later")
        #expect(log.entries == [
            "work subscribed", "work disposed",
            "late next(7)", "late next(8)", "late next(9)", "late error(boom)",
            "later next(7)", "later next(8)", "later next(9)", "later error(boom)",
        ])
    }

    // Exercise 8.4's rule: nobody keeps the connection's disposable, so the work runs to its own end.
    @Test("Exercise 8.4: Leaving execute's result, even as its last subscriber, does not stop the work")
    func leavingTheResultKeepsTheWorkRunning() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let work = Subject<Int>()
        let command = Command<Int, Int>(scheduler: scheduler) { _ in log.probe("work", work) }
        let subscription = log.record(command.execute(1), "caller")
        scheduler.stepAll()
        subscription.dispose()
        work.sendNext(1)
        #expect(log.entries == ["work subscribed"])
        work.sendCompleted()
        #expect(log.entries == ["work subscribed", "work disposed"])
    }

    @Test("Exercise 8.6: Disposing the subscription to execute's result does not stop the work")
    func disposingTheResultDoesNotCancel() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let work = Subject<Int>()
        let command = Command<Int, Int>(scheduler: scheduler) { _ in log.probe("work", work) }
        log.record(command.executing, "executing")
        let subscription = log.record(command.execute(1), "caller")
        scheduler.stepAll()
        subscription.dispose()
        work.sendNext(1)
        work.sendCompleted()
        scheduler.stepAll()
        #expect(log.entries == [
            "executing next(false)", "executing next(true)", "work subscribed",
            "work disposed", "executing next(false)",
        ])
    }

    // Docs/Contracts.md C8.8: the execution is sent on addedExecutionSignalsSubject, then connected.
    @Test("Exercise 8.4: An execution is announced before its work starts: executionSignals sends it one scheduler turn before the work is subscribed")
    func announcedBeforeTheWorkStarts() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = Command<Int, Int>(scheduler: scheduler) { input in
            log.cold("work") { subscriber in subscriber.sendNext(input) }
        }
        command.executionSignals.subscribeNext { _ in log.append("execution arrives") }
        command.execute(1)
        #expect(log.entries == [])
        // The command's own signals queue hops that log nothing here: leave those turns out.
        #expect(log.turns(of: scheduler).filter { !$0.isEmpty } == [["execution arrives"], ["work subscribed"]])
    }

    // MARK: - enabled

    @Test("allowsConcurrentExecution is false until set")
    func notConcurrentByDefault() {
        let command = Command<Int, Int>(scheduler: TestScheduler()) { .return($0) }
        #expect(command.allowsConcurrentExecution == false)
        command.allowsConcurrentExecution = true
        #expect(command.allowsConcurrentExecution == true)
    }

    // RACCommandSpec: "should be enabled by default"; Docs/Contracts.md C8.2.
    @Test("enabled is true before the enabled input has sent anything")
    func enabledBeforeTheInputSends() {
        let command = Command<Int, Int>(enabled: Subject<Bool>(), scheduler: TestScheduler()) { .return($0) }
        #expect(currentValue(of: command.enabled) == true)
    }

    // Docs/Contracts.md C8.2: initWithEnabled:[RACSignal return:NO] is immediately NO.
    @Test("Exercise 8.7: A command whose enabled input is return(false) is disabled at once, on subscribe")
    func disabledAtOnce() {
        let scheduler = TestScheduler()
        let command = Command<Int, Int>(enabled: .return(false), scheduler: scheduler) { .return($0) }
        #expect(currentValue(of: command.enabled) == false)
        #expect(isRefusal(command.execute(1)))
    }

    // RACCommandSpec: "should not be enabled if the enabled signal sends NO"
    @Test("Exercise 8.7: enabled follows the enabled input one turn later, but execute checks the input at once")
    func enabledFollowsTheInput() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let input = Subject<Bool>()
        let command = Command<Int, Int>(enabled: input, scheduler: scheduler) { .return($0) }
        log.record(command.enabled, "enabled")
        scheduler.stepAll()
        input.sendNext(false)
        #expect(isRefusal(command.execute(1)))
        #expect(log.entries == ["enabled next(true)"])
        scheduler.step()
        #expect(log.entries == ["enabled next(true)", "enabled next(false)"])
        input.sendNext(true)
        input.sendNext(true)
        scheduler.stepAll()
        #expect(log.entries == ["enabled next(true)", "enabled next(false)", "enabled next(true)"])
        #expect(!isRefusal(command.execute(1)))
    }

    @Test("Exercise 8.7: enabled is the input AND not executing: a true input does not enable a running command")
    func inputDoesNotEnableARunningCommand() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let input = Subject<Bool>()
        let work = Subject<Int>()
        let command = Command<Int, Int>(enabled: input, scheduler: scheduler) { _ in work }
        log.record(command.enabled, "enabled")
        command.execute(1)
        scheduler.stepAll()
        input.sendNext(false)
        input.sendNext(true)
        scheduler.stepAll()
        #expect(isRefusal(command.execute(2)))
        work.sendCompleted()
        scheduler.stepAll()
        #expect(log.entries == ["enabled next(true)", "enabled next(false)", "enabled next(true)"])
    }

    // Docs/Contracts.md C8.2. ReactiveCocoa's `+if:then:else:` stays enabled here (Docs/Differences.md).
    @Test("Exercise 8.7: Turning allowsConcurrentExecution off while an execution runs disables the command at once")
    func turningConcurrencyOffWhileExecuting() {
        let scheduler = TestScheduler()
        let work = Subject<Int>()
        let command = Command<Int, Int>(scheduler: scheduler) { _ in work }
        command.allowsConcurrentExecution = true
        command.execute(1)
        scheduler.stepAll()
        #expect(currentValue(of: command.enabled) == true)
        command.allowsConcurrentExecution = false
        #expect(isRefusal(command.execute(2)))
        scheduler.stepAll()
        #expect(currentValue(of: command.enabled) == false)
        work.sendCompleted()
        scheduler.stepAll()
        #expect(currentValue(of: command.enabled) == true)
    }

    // Docs/Contracts.md C8.2: "not executing" counts only unless concurrent executions are allowed.
    @Test("Exercise 8.7: A running command refuses another execute, unless it allows concurrent executions: then it accepts it and stays enabled")
    func concurrencyKeepsARunningCommandEnabled() {
        let scheduler = TestScheduler()
        let work = Subject<Int>()
        let command = Command<Int, Int>(scheduler: scheduler) { _ in work }
        command.execute(1)
        #expect(isRefusal(command.execute(2)))
        command.allowsConcurrentExecution = true
        #expect(!isRefusal(command.execute(3)))
        scheduler.stepAll()
        #expect(currentValue(of: command.enabled) == true)
        work.sendCompleted()
    }

    // RACCommandSpec: "should allow concurrent executions" … "from inside a value handler";
    // Docs/Contracts.md C8.8.
    @Test("Exercise 8.4: With allowsConcurrentExecution, execute may be called again from inside the previous execution's handler")
    func reentrantConcurrentExecute() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = Command<Int, Int>(scheduler: scheduler) { .return($0) }
        command.allowsConcurrentExecution = true
        command.execute(1).subscribeNext { value in
            log.append("caller 1 next(\(value))")
            log.record(command.execute(2), "caller 2")
        }
        scheduler.stepAll()
        #expect(log.entries == ["caller 1 next(1)", "caller 2 next(2)", "caller 2 completed"])
    }

    @Test("Exercise 8.4: An execute from inside the signal block is accepted: the check and the record are two steps, with the block between them")
    func executeFromInsideTheBlock() {
        let scheduler = TestScheduler()
        let log = EventLog()
        var command: Command<Int, Int>?
        command = Command<Int, Int>(scheduler: scheduler) { input in
            log.append("block(\(input))")
            if input == 1 { log.record(command!.execute(2), "nested") }
            return .return(input)
        }
        log.record(command!.execute(1), "outer")
        scheduler.stepAll()
        #expect(log.entries == [
            "block(1)", "block(2)",
            "nested next(2)", "nested completed",
            "outer next(1)", "outer completed",
        ])
        command = nil
    }

    // MARK: - executing

    // RACCommandSpec: "should send NO on executing by default"
    @Test("Exercise 8.6: executing is false at once, on subscribe, and sends each change once")
    func executingStartsFalse() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = Command<Int, Int>(scheduler: scheduler) { .return($0) }
        log.record(command.executing, "executing")
        #expect(log.entries == ["executing next(false)"])
        command.execute(1)
        scheduler.stepAll()
        command.execute(2)
        scheduler.stepAll()
        #expect(log.entries == [
            "executing next(false)",
            "executing next(true)", "executing next(false)",
            "executing next(true)", "executing next(false)",
        ])
    }

    // Docs/Contracts.md C8.3: true while at least one execution has not ended (completed or failed).
    @Test("Exercise 8.6: executing counts: with two overlapping executions it stays true until the last one has ended, by completing or failing")
    func executingCountsOverlappingExecutions() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let first = Subject<Int>()
        let second = Subject<Int>()
        let command = Command<Int, Int>(scheduler: scheduler) { input in input == 1 ? first : second }
        command.allowsConcurrentExecution = true
        log.record(command.executing, "executing")
        command.execute(1)
        command.execute(2)
        scheduler.stepAll()
        first.sendCompleted()
        scheduler.stepAll()
        log.append("first ended")
        second.sendError(TestError.boom)
        scheduler.stepAll()
        #expect(log.entries == ["executing next(false)", "executing next(true)", "first ended", "executing next(false)"])
    }

    @Test("Exercise 8.6: executing keeps its latest value: a subscriber who arrives during an execution hears true at once")
    func executingTellsALateSubscriberAtOnce() {
        let scheduler = TestScheduler()
        let work = Subject<Int>()
        let command = Command<Int, Int>(scheduler: scheduler) { _ in work }
        command.execute(1)
        scheduler.stepAll()
        let log = EventLog()
        log.record(command.executing, "late")
        #expect(log.entries == ["late next(true)"])
        work.sendCompleted()
        scheduler.stepAll()
        #expect(log.entries == ["late next(true)", "late next(false)"])
    }

    // MARK: - executionSignals

    // RACCommandSpec: "should send on executionSignals in order of execution"
    @Test("Exercise 8.4: executionSignals sends only the executions that start after the subscription, and never completes by itself")
    func executionSignalsArePerSubscription() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = Command<Int, Int>(scheduler: scheduler) { .return($0) }
        command.execute(1)
        scheduler.stepAll()
        command.executionSignals.flatten().subscribeNext({ log.append("next(\($0))") }, completed: { log.append("completed") })
        command.execute(2)
        scheduler.stepAll()
        command.execute(3)
        scheduler.stepAll()
        #expect(log.entries == ["next(2)", "next(3)"])
    }

    // ReactiveCocoa issue #1210 (and #2027: it is another object).
    @Test("Exercise 8.4: The execution signal on executionSignals catches the error: it is not the signal execute returned")
    func executionSignalIsNotTheResult() throws {
        let scheduler = TestScheduler()
        var arrived: Signal<Int>?
        let command = Command<Int, Int>(scheduler: scheduler) { _ in .error(TestError.boom) }
        command.executionSignals.subscribeNext { arrived = $0 }
        let result = command.execute(1)
        scheduler.stepAll()
        let log = EventLog()
        log.record(result, "result")
        log.record(try #require(arrived), "execution")
        #expect(arrived !== result)
        #expect(log.entries == ["result error(boom)", "execution completed"])
    }

    // MARK: - errors

    // RACCommandSpec: "should forward errors onto 'errors'"
    @Test("Exercise 8.5: errors is hot: it reports the failure of an execution that started before the subscription")
    func errorsIsHot() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let work = Subject<Int>()
        let command = Command<Int, Int>(scheduler: scheduler) { _ in work }
        command.execute(1)
        scheduler.stepAll()
        log.record(command.errors, "errors")
        work.sendError(TestError.boom)
        scheduler.stepAll()
        #expect(log.entries == ["errors next(boom)"])
    }

    // Subscribed before the execution starts, so that a cold errors passes: this one is the clock.
    @Test("Exercise 8.5: errors reports a failure one scheduler turn later, not inside the work's sendError")
    func errorsIsOneTurnLate() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let work = Subject<Int>()
        let command = Command<Int, Int>(scheduler: scheduler) { _ in work }
        log.record(command.errors, "errors")
        command.execute(1)
        scheduler.stepAll()
        work.sendError(TestError.boom)
        #expect(log.entries == [])
        scheduler.stepAll()
        #expect(log.entries == ["errors next(boom)"])
    }

    @Test("errors does not report a refused execute")
    func errorsIgnoresRefusals() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = Command<Int, Int>(enabled: .return(false), scheduler: scheduler) { .return($0) }
        log.record(command.errors, "errors")
        command.execute(1)
        scheduler.stepAll()
        #expect(log.entries == [])
    }
}

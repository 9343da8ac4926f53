import Testing
import TestSupport
@testable import RAC

/// Records every public signal of a command into one log, as Docs/Contracts.md C8.8 lists them.
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

@Suite("Command", .checksLiveObjects)
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
        #expect(command.execute(2).boundedFirst() == nil)  // refused in the same turn

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

    @Test("Executing a disabled command returns a signal failing with CommandError.notEnabled, and nothing else fires")
    func refusedExecution() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = Command<Int, Int>(enabled: .return(false), scheduler: scheduler) { input in
            log.append("signal block(\(input))")
            return .return(input)
        }
        observe(command, into: log)
        scheduler.stepAll()
        #expect(log.entries == ["executing false", "enabled false"])
        log.removeAll()

        command.execute(1).subscribeNext({ log.append("caller next(\($0))") },
                                         error: { log.append("caller error(\($0))") },
                                         completed: { log.append("caller completed") })
        #expect(log.entries == ["caller error(The command is disabled and cannot be executed)"])
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == ["caller error(The command is disabled and cannot be executed)"])
    }

    @Test("A refused execute(_:) fails with exactly CommandError.notEnabled")
    func refusedErrorValue() throws {
        let command = Command<Int, Int>(enabled: .return(false), scheduler: TestScheduler()) { .return($0) }
        #expect(throws: CommandError.notEnabled) { try command.execute(1).boundedToArray() }
    }

    @Test("With allowsConcurrentExecution, enabled stays true and a second execute in the same turn runs")
    func concurrentExecution() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = Command<Int, Int>(scheduler: scheduler) { input in
            log.append("signal block(\(input))")
            return .return(input)
        }
        command.allowsConcurrentExecution = true
        #expect(command.allowsConcurrentExecution)
        observe(command, into: log)
        scheduler.stepAll()
        log.removeAll()

        command.execute(1).subscribeNext { log.append("caller1 next(\($0))") }
        command.execute(2).subscribeNext { log.append("caller2 next(\($0))") }
        scheduler.stepAll()
        #expect(log.entries == [
            "signal block(1)",
            "signal block(2)",
            "executing true",
            "executionSignals next",
            "caller1 next(1)",
            "inner next(1)",
            "inner completed",
            "executionSignals next",
            "caller2 next(2)",
            "inner next(2)",
            "inner completed",
            "executing false",
        ])
    }

    @Test("The signal block is called once per execute, synchronously, with the input")
    func signalBlockCalledOnce() throws {
        let scheduler = TestScheduler()
        let calls = Counter()
        let command = Command<String, String>(scheduler: scheduler) { input in
            calls.increment()
            return .return(input.uppercased())
        }
        let result = command.execute("go")
        #expect(calls.value == 1)
        scheduler.stepAll()
        #expect(try result.boundedToArray() == ["GO"])
        #expect(calls.value == 1)
    }

    @Test("The work starts even if nobody subscribes to execute's result, and a late subscriber gets a full replay")
    func workStartsWithoutSubscriber() throws {
        let scheduler = TestScheduler()
        let started = Counter()
        let command = Command<Int, Int>(scheduler: scheduler) { input in
            Signal.createSignal { subscriber in
                started.increment()
                subscriber.sendNext(input)
                subscriber.sendNext(input + 1)
                subscriber.sendCompleted()
            }
        }
        let result = command.execute(5)
        scheduler.stepAll()
        #expect(started.value == 1)
        #expect(try result.boundedToArray() == [5, 6])
        #expect(started.value == 1)
    }

    @Test("errors is hot: it reports a failure of an execution that started before the subscription")
    func errorsIsHot() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let work = Subject<Int>()
        let command = Command<Int, Int>(scheduler: scheduler) { _ in work }
        command.execute(0)
        scheduler.stepAll()  // the work is subscribed
        command.errors.subscribeNext { log.append("errors next(\($0))") }
        work.sendError(TestError.boom)
        scheduler.stepAll()
        #expect(log.entries == ["errors next(boom)"])
    }

    @Test("executionSignals sends only executions that start after the subscription, and never completes")
    func executionSignalsIsPerSubscriber() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = Command<Int, Int>(scheduler: scheduler) { .return($0) }
        command.execute(1)
        scheduler.stepAll()
        command.executionSignals.subscribeNext({ inner in
            inner.subscribeNext { log.append("inner next(\($0))") }
        }, completed: { log.append("executionSignals completed") })
        command.execute(2)
        scheduler.stepAll()
        #expect(log.entries == ["inner next(2)"])
    }

    @Test("enabled follows the enabled input AND not executing")
    func enabledFollowsInput() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let input = Subject<Bool>()
        let command = Command<Int, Int>(enabled: input, scheduler: scheduler) { .return($0) }
        command.enabled.subscribeNext { log.append("enabled \($0)") }
        scheduler.stepAll()
        input.sendNext(false)
        scheduler.stepAll()
        input.sendNext(true)
        scheduler.stepAll()
        input.sendNext(true)
        scheduler.stepAll()
        command.execute(1)
        scheduler.stepAll()
        #expect(log.entries == ["enabled true", "enabled false", "enabled true", "enabled false", "enabled true"])
    }

    @Test("While the work runs, executing's current value is true and enabled's is false")
    func stateDuringWork() {
        let scheduler = TestScheduler()
        let log = EventLog()
        var command: Command<Int, Int>?
        command = Command<Int, Int>(scheduler: scheduler) { input in
            Signal.createSignal { subscriber in
                log.append("executing=\(command!.executing.boundedFirst()!) enabled=\(command!.enabled.boundedFirst()!)")
                subscriber.sendNext(input)
                subscriber.sendCompleted()
            }
        }
        command!.execute(1)
        scheduler.stepAll()
        #expect(log.entries == ["executing=true enabled=false"])
        command = nil
    }

    @Test("Releasing the command completes executing, enabled, executionSignals and errors")
    func releaseCompletesSignals() {
        let scheduler = TestScheduler()
        let log = EventLog()
        weak var weakCommand: Command<Int, Int>?
        do {
            let command = Command<Int, Int>(enabled: Subject<Bool>(), scheduler: scheduler) { .return($0) }
            weakCommand = command
            command.executing.subscribeCompleted { log.append("executing completed") }
            command.enabled.subscribeCompleted { log.append("enabled completed") }
            command.executionSignals.subscribeCompleted { log.append("executionSignals completed") }
            command.errors.subscribeCompleted { log.append("errors completed") }
        }
        #expect(weakCommand == nil)
        scheduler.stepAll()
        #expect(log.entries.sorted() == ["enabled completed", "errors completed", "executing completed", "executionSignals completed"])
    }

    @Test("A view model that owns a command whose block uses it weakly is released")
    func viewModelIsReleased() {
        final class LoginViewModel {
            let scheduler: TestScheduler
            var attempts = 0
            lazy var login: Command<String, Bool> = Command(scheduler: scheduler) { [weak self] name in
                self?.attempts += 1
                return .return(!name.isEmpty)
            }
            init(scheduler: TestScheduler) { self.scheduler = scheduler }
        }
        let scheduler = TestScheduler()
        weak var weakViewModel: LoginViewModel?
        do {
            let viewModel = LoginViewModel(scheduler: scheduler)
            weakViewModel = viewModel
            viewModel.login.execute("ada")
            scheduler.stepAll()  // the execution finishes
            #expect(viewModel.attempts == 1)
        }
        #expect(weakViewModel == nil)
        scheduler.stepAll()  // the released command's signals deliver their completion
        #expect(scheduler.queuedCount == 0)
    }
}

import Foundation
import Testing
import RAC
import TestSupport

/// `Command(work:)`: each execution is `Signal.fromAsync { try await work(input) }`; the command's
/// signals behave as with a signal block (Docs/Contracts.md C10). Real tasks: every wait is bounded.
@Suite("Command(work:): an async function as a command's work", .checksLiveObjects)
struct AsyncCommandTests {
    @Test("executing false, true, then the result on executionSignals and on execute's signal, then executing false")
    func exactOrderOfOneExecution() async {
        let log = EventLog()
        let command = Command<Int, Int>(scheduler: .immediate) { input in
            log.append("work(\(input))")
            return input * 2
        }
        command.executing.subscribeNext { log.append("executing \($0)") }
        command.executionSignals.subscribeNext { execution in
            execution.subscribeNext({ log.append("executionSignals next(\($0))") }, completed: { log.append("executionSignals completed") })
        }
        command.execute(21).subscribeNext({ log.append("execute next(\($0))") }, error: { log.error($0) }, completed: { log.append("execute completed") })
        #expect(await eventually { log.entries.count == 8 })
        // On `.immediate` the command's own end-of-execution subscriber, subscribed inside
        // `execute`, hears the completion before the caller's: `executing false` comes first.
        #expect(log.entries == [
            "executing false", "executing true", "work(21)",
            "executionSignals next(42)", "execute next(42)",
            "executionSignals completed", "executing false",
            "execute completed",
        ])
    }

    @Test("A thrown error goes to errors and to the execution's subscriber; executionSignals' inner signal completes")
    func anErrorGoesToErrorsAndTheSubscriber() async {
        let log = EventLog()
        let command = Command<Int, Int>(scheduler: .immediate) { _ in throw TestError.boom }
        command.errors.subscribeNext { log.append("errors \($0)") }
        command.executionSignals.subscribeNext { execution in
            execution.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.append("inner completed") })
        }
        command.execute(1).subscribeNext({ log.next($0) }, error: { log.append("execute error(\($0))") }, completed: { log.completed() })
        #expect(await eventually { log.entries.count == 3 })
        #expect(Set(log.entries) == ["inner completed", "execute error(boom)", "errors boom"])
        #expect(log.entries.count == 3)
    }

    @Test("execute while executing returns a signal failing with CommandError.notEnabled, and the work runs once")
    func refusedWhileExecuting() async {
        let runs = Counter()
        let gate = Locked(false)
        let command = Command<Int, Int>(scheduler: .immediate) { input in
            runs.increment()
            while !gate.value { try await Task.sleep(nanoseconds: 1_000_000) }
            return input
        }
        let enabled = EventLog()
        command.enabled.subscribeNext { enabled.next($0) }
        let first = EventLog()
        command.execute(1).subscribeNext({ first.next($0) }, error: { first.error($0) }, completed: { first.completed() })
        let second = EventLog()
        command.execute(2).subscribeNext({ second.next($0) }, error: { second.error($0) }, completed: { second.completed() })
        #expect(second.entries == ["error(\(CommandError.notEnabled))"])
        #expect(await eventually { runs.value == 1 })
        gate.value = true
        #expect(await eventually { first.entries.count == 2 && enabled.entries.last == "next(true)" })
        #expect(first.entries == ["next(1)", "completed"])
        #expect(enabled.entries == ["next(true)", "next(false)", "next(true)"])
        #expect(runs.value == 1)
    }

    @Test("The enabled input gates it as for a signal block")
    func enabledInputGates() async {
        let input = Subject<Bool>()
        let command = Command<Int, Int>(enabled: input, scheduler: .immediate) { $0 }
        input.sendNext(false)
        let refused = EventLog()
        command.execute(1).subscribeNext({ refused.next($0) }, error: { refused.error($0) })
        #expect(refused.entries == ["error(\(CommandError.notEnabled))"])
        input.sendNext(true)
        let accepted = EventLog()
        command.execute(2).subscribeNext({ accepted.next($0) }, error: { accepted.error($0) }, completed: { accepted.completed() })
        #expect(await eventually { accepted.entries.count == 2 })
        #expect(accepted.entries == ["next(2)", "completed"])
    }

    /// As in RAC, `execute` keeps no handle on the execution: a subscriber leaving stops only
    /// that subscriber. The task is not cancelled; it runs to its end and is counted out.
    @Test("Disposing the subscription to execute's signal does not cancel the task: it runs to its end")
    func disposingASubscriberDoesNotCancel() async {
        let notes = EventLog()
        let gate = Locked(false)
        let command = Command<Int, Int>(scheduler: .immediate) { input in
            notes.append("started")
            while !gate.value { try await Task.sleep(nanoseconds: 1_000_000) }
            notes.append(Task.isCancelled ? "cancelled" : "not cancelled")
            return input
        }
        let results = EventLog()
        command.executionSignals.flatten().subscribeNext { results.next($0) }
        let executing = EventLog()
        command.executing.subscribeNext { executing.next($0) }
        let subscription = command.execute(7).subscribeNext { results.append("subscriber \($0)") }
        #expect(await eventually { notes.entries == ["started"] })
        subscription.dispose()
        gate.value = true
        #expect(await eventually { executing.entries.count == 3 })
        #expect(notes.entries == ["started", "not cancelled"])
        #expect(results.entries == ["next(7)"])
        #expect(executing.entries == ["next(false)", "next(true)", "next(false)"])
    }

    @Test("A command released mid-execution: the task still ends, and the command and its captures go away")
    func releasedMidExecution() async {
        let weakCommand = TestSupport.WeakReference<Command<Int, Int>>()
        let weakCapture = TestSupport.WeakReference<Tracked>()
        let gate = Locked(false)
        let ended = Locked(false)
        do {
            let captured = Tracked()
            weakCapture.object = captured
            let command = Command<Int, Int>(scheduler: .immediate) { input in
                _ = captured
                while !gate.value { try await Task.sleep(nanoseconds: 1_000_000) }
                ended.value = true
                return input
            }
            weakCommand.object = command
            command.execute(1)
        }
        #expect(weakCommand.object == nil)
        gate.value = true
        #expect(await eventually { ended.value })
        #expect(await eventually { weakCapture.object == nil })
    }

    @Test("On a background scheduler: the signals change there, in the same order")
    func onABackgroundScheduler() async {
        let scheduler = Scheduler.scheduler()
        let log = EventLog()
        let command = Command<String, String>(scheduler: scheduler) { input in
            try await scheduler.sleep(for: 0.01)
            return input.uppercased()
        }
        command.executing.subscribeNext { log.append("executing \($0)") }
        command.executionSignals.flatten().subscribeNext { log.next($0) }
        command.execute("ok")
        #expect(await eventually { log.entries.count == 4 })
        #expect(log.entries == ["executing false", "executing true", "next(OK)", "executing false"])
    }

    /// Which initialiser a trailing closure picks, checked by the compiler: a signal body takes
    /// `init(signalBlock:)`, an async or plain-value body takes `init(work:)`.
    @Test("Trailing closures pick the initialiser their body's type says")
    func trailingClosuresAreNotAmbiguous() async {
        let signalBlock = Command<String, String> { input in Signal.return(input + "!") }
        let plainValue = Command<String, String>(scheduler: .immediate) { input in input + "?" }
        let awaiting = Command<String, String>(scheduler: .immediate) { input in
            await Task.yield()
            return input + "."
        }
        let log = EventLog()
        plainValue.execute("a").subscribeNext { log.next($0) }
        #expect(await eventually { log.entries.count == 1 })
        awaiting.execute("b").subscribeNext { log.next($0) }
        #expect(await eventually { log.entries.count == 2 })
        #expect(log.entries == ["next(a?)", "next(b.)"])
        _ = signalBlock
    }
}

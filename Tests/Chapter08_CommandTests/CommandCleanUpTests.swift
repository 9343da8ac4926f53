import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// What a command keeps alive, and for how long: Docs/Contracts.md C8.1 and C8.9, and C9.11
/// (retain cycles through `self`), checked with weak references.
@Suite("What a command lets go of")
struct CommandCleanUpTests {
    @Test("Exercise 8.4: A finished execution lets go of what its work captured, while the command lives on")
    func finishedExecutionReleasesItsWork() {
        let scheduler = TestScheduler()
        weak var captured: Tracked?
        let command = Command<Int, Int>(scheduler: scheduler) { input in
            let tracked = Tracked()
            captured = tracked
            return Signal.createSignal { subscriber in
                _ = tracked
                subscriber.sendNext(input)
                subscriber.sendCompleted()
            }
        }
        command.execute(1)
        #expect(captured != nil)  // queued on the scheduler, not run yet
        scheduler.stepAll()
        #expect(captured == nil)
        #expect(currentValue(of: command.executing) == false)
    }

    // RACCommandSpec: "should complete signals on the main thread when deallocated"
    @Test("Exercise 8.7: Releasing the command completes executing, enabled, executionSignals and errors, one turn later")
    func releaseCompletesTheSignals() {
        let scheduler = TestScheduler()
        let log = EventLog()
        weak var released: Command<Int, Int>?
        do {
            let command = Command<Int, Int>(enabled: Subject<Bool>(), scheduler: scheduler) { .return($0) }
            released = command
            log.watch(command)
            scheduler.stepAll()
            log.removeAll()
        }
        #expect(released == nil)
        #expect(log.entries == [])
        scheduler.stepAll()
        #expect(log.entries.sorted() == ["enabled completed", "errors completed", "executing completed", "executionSignals completed"])
    }

    // Docs/Contracts.md C8.1: the enabled input stays subscribed until the command goes away.
    @Test("Exercise 8.7: The command subscribes to its enabled input once, at init, and disposes that subscription when it is released")
    func releaseDisposesTheEnabledInput() {
        let log = EventLog()
        let input = Subject<Bool>()
        var command: Command<Int, Int>? = Command(enabled: log.probe("input", input), scheduler: TestScheduler()) { .return($0) }
        command?.enabled.subscribeNext { _ in }
        command?.enabled.subscribeNext { _ in }
        #expect(log.entries == ["input subscribed"])
        command = nil
        #expect(log.entries == ["input subscribed", "input disposed"])
    }

    // Docs/Contracts.md C9.11; seed 000's `@weakify(self)` (Docs/Sources.md) around the signal block.
    @Test("Exercise 8.4: A view model that owns its command, whose block captures it weakly, is released")
    func viewModelIsReleased() {
        final class ViewModel {
            var attempts = 0
            var command: Command<Void, Int>!
            init(scheduler: TestScheduler) {
                command = Command(scheduler: scheduler) { [weak self] _ in
                    guard let self else { return .empty() }
                    self.attempts += 1
                    return .return(self.attempts)
                }
            }
        }
        let scheduler = TestScheduler()
        weak var released: ViewModel?
        do {
            let viewModel = ViewModel(scheduler: scheduler)
            released = viewModel
            viewModel.command.execute(())
            scheduler.stepAll()
            #expect(viewModel.attempts == 1)
        }
        #expect(released == nil)
    }

    @Test("Exercise 8.7: A command released while an execution runs: the work goes on, its caller gets the result, and executing ends before completing")
    func releasedWhileExecuting() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let work = Subject<Int>()
        var result: Signal<Int>?
        do {
            let command = Command<Int, Int>(scheduler: scheduler) { _ in work }
            log.record(command.executing, "executing")
            log.record(command.enabled, "enabled")
            result = command.execute(1)
            scheduler.stepAll()
        }
        scheduler.stepAll()
        log.record(result!, "caller")
        work.sendNext(5)
        work.sendCompleted()
        scheduler.stepAll()
        #expect(log.entries == [
            "executing next(false)", "enabled next(true)",
            "executing next(true)", "enabled next(false)",
            "enabled completed",
            "caller next(5)", "caller completed",
            "executing next(false)", "executing completed",
        ])
    }
}

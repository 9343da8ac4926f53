// Challenge 6.2 (recursion without a stack): the reference solution.
extension Scheduler {
    /// Schedules `block`, which receives a `reschedule` closure: each call schedules it again.
    /// Disposing the result stops it.
    ///
    /// A reschedule asked for while the block runs is only noted, and scheduled after the block
    /// has returned; if the scheduler then runs it at once (`Scheduler.immediate`), the loop in
    /// `run()` takes the next turn itself instead of nesting one call deeper on the stack. Both
    /// blocks are `@Sendable`, as every scheduled block: the state they share is an object.
    @discardableResult
    public func scheduleRecursiveBlock(_ block: @escaping @Sendable (_ reschedule: @escaping @Sendable () -> Void) -> Void) -> Disposable? {
        let recursion = Recursion(on: self, block)
        if recursion.scheduleAgain() { recursion.run() }
        return recursion.everything
    }
}

/// One recursive block's state, shared by its scheduled runs and its `reschedule` closure.
private final class Recursion: @unchecked Sendable {
    // @unchecked, with no lock: the runs follow one another, one thread at a time, as everything
    // in the chapters (`RAC` counts the reschedules under a lock).
    let everything = CompoundDisposable()
    private let scheduler: Scheduler
    private let block: @Sendable (@escaping @Sendable () -> Void) -> Void
    private var isRunning = false
    private var rescheduleRequested = false

    init(on scheduler: Scheduler, _ block: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void) {
        self.scheduler = scheduler
        self.block = block
    }

    /// Schedules one more run; returns `true` if the scheduler ran it before returning, in which
    /// case the block was not run and the caller must run it.
    func scheduleAgain() -> Bool {
        let turn = Turn()
        let scheduled = CompoundDisposable()
        everything.add(scheduled)
        scheduled.add(scheduler.schedule { [self] in
            everything.remove(scheduled)
            if turn.returned { run() } else { turn.ranAtOnce = true }
        })
        turn.returned = true
        return turn.ranAtOnce
    }

    func reschedule() {
        if isRunning {
            rescheduleRequested = true
        } else if scheduleAgain() {
            run()
        }
    }

    func run() {
        while !everything.isDisposed {
            rescheduleRequested = false
            isRunning = true
            block { [self] in reschedule() }
            isRunning = false
            guard rescheduleRequested, !everything.isDisposed, scheduleAgain() else { return }
        }
    }
}

/// Whether one `schedule` call has returned, and whether its block ran before it did.
private final class Turn: @unchecked Sendable {
    // @unchecked, with no lock: written by the scheduling thread and the scheduled block, one
    // after the other.
    var returned = false
    var ranAtOnce = false
}

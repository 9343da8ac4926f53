// Chapter 6, challenge 2 (recursion without a stack): the reference solution.
extension Scheduler {
    /// Schedules `block`, which receives a `reschedule` closure: each call schedules it again.
    /// Disposing the result stops it.
    ///
    /// A reschedule asked for while the block runs is only noted, and scheduled after the block
    /// has returned; if the scheduler then runs it at once (`Scheduler.immediate`), the loop in
    /// `run()` takes the next turn itself instead of nesting one call deeper on the stack.
    @discardableResult
    public func scheduleRecursiveBlock(_ block: @escaping (_ reschedule: @escaping () -> Void) -> Void) -> Disposable? {
        let everything = CompoundDisposable()
        var isRunning = false
        var rescheduleRequested = false

        /// Schedules one more run; returns `true` if the scheduler ran it before returning, in
        /// which case the block was not run and the caller must run it.
        func scheduleAgain() -> Bool {
            var returned = false
            var ranAtOnce = false
            let scheduled = CompoundDisposable()
            everything.add(scheduled)
            scheduled.add(schedule {
                everything.remove(scheduled)
                if returned { run() } else { ranAtOnce = true }
            })
            returned = true
            return ranAtOnce
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
                block(reschedule)
                isRunning = false
                guard rescheduleRequested, !everything.isDisposed, scheduleAgain() else { return }
            }
        }

        if scheduleAgain() { run() }
        return everything
    }
}

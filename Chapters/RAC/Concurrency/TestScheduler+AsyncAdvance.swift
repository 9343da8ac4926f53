import Foundation

/// Virtual time for `async` tests: the forms of `advance` and `run` that let tasks take their
/// turn between blocks.
///
/// What they promise, between one block and the next (and before the first):
/// 1. every `sleep(for:)` on this scheduler that the block woke has **returned** to its task,
///    waited for (bounded: up to 30 s of real time, since a busy pool can keep a task waiting,
///    so that a stuck task fails a test instead of hanging it);
/// 2. then the cooperative pool gets several turns, again and again until three rounds in a row
///    pass in which no block was added to this scheduler: a woken or new task that runs straight to its
///    next `sleep(for:)` (or other scheduling) has done so before the scheduler moves on.
///
/// What they cannot promise: tasks run on other threads, so a task that waits for something
/// else (real time, a lock, another actor, a busy machine) may still be running when the
/// scheduler moves on; point 2 is a generous chance, not a proof. The blocks themselves run as in
/// the synchronous forms: in date order, first in, first out, `now` moved to each block's date.
///
/// Blocks run on the caller's actor (`isolation`, which defaults to it): in a `@MainActor` test,
/// on the main actor, as with the synchronous forms; in a nonisolated test, on the cooperative pool.
///
/// In a synchronous function `scheduler.advance(by: 1)` is the synchronous form, so existing tests
/// compile unchanged. In an `async` function the compiler picks this one and asks for `await`; to
/// run the synchronous form there (blocks only, no turns for tasks), call it from a synchronous
/// closure: `let step = { scheduler.advance(by: 1) }; step()`.
extension TestScheduler {
    /// Runs, in order, every block due up to `now + interval` (inclusive), letting woken tasks run
    /// between blocks (see above), then sets `now` to exactly `now + interval`.
    public func advance(by interval: TimeInterval, isolation: isolated (any Actor)? = #isolation) async {
        require(interval >= 0, "TestScheduler.advance(by:): time cannot go backwards; pass a non-negative interval")
        let target = now.addingTimeInterval(interval)
        await letTasksRun()
        while runNext(notAfter: target) {
            await letTasksRun()
        }
        moveClock(to: target)
    }

    /// Advances the clock to `date`, letting tasks run between blocks (see `advance(by:)`).
    public func advance(to date: Date, isolation: isolated (any Actor)? = #isolation) async {
        await advance(by: max(0, date.timeIntervalSince(now)), isolation: isolation)
    }

    /// Runs blocks until nothing is queued, letting tasks run between them (a task that sleeps
    /// again and again keeps this going, as a repeating block does).
    public func run(isolation: isolated (any Actor)? = #isolation) async {
        await letTasksRun()
        while runNext(notAfter: nil) {
            await letTasksRun()
        }
    }

    /// Points 1 and 2 of the promise above.
    private func letTasksRun() async {
        let deadline = Date().addingTimeInterval(30)
        var polls = 0
        while wokenSleeperCount > 0, Date() < deadline {
            polls += 1
            if polls < 100 {
                await Task.yield()
            } else {
                try? await Task.sleep(nanoseconds: 100_000)
            }
        }
        // Three rounds in a row with nothing added: a task still waiting for a thread (a busy
        // pool) gets more than one chance before the scheduler moves on.
        var added = enqueuedTotal
        var quietRounds = 0
        for _ in 0..<50 where quietRounds < 3 {
            await yieldThePool()
            while wokenSleeperCount > 0, Date() < deadline { await Task.yield() }
            let total = enqueuedTotal
            quietRounds = total == added ? quietRounds + 1 : 0
            added = total
        }
    }

    /// Several turns of the cooperative pool: each waits for a new task that itself yields, so
    /// jobs queued before it (a woken task's) get a thread first.
    private func yieldThePool() async {
        for _ in 0..<8 {
            await Task.detached(priority: .background) { await Task.yield() }.value
        }
    }
}

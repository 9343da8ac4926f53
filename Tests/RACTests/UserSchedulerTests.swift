import Foundation
import Testing
import RAC  // not @testable: everything a user's scheduler needs is public
import TestSupport

/// A scheduler written outside `RAC`, the way an app would write one (Docs/Contracts.md C6.12): it
/// keeps its blocks in a list and runs them when told, each through `performAsCurrentScheduler(_:)`.
final class ManualScheduler: Scheduler, @unchecked Sendable {
    // @unchecked: `pending` is read and written only inside `lock`; the blocks are `@Sendable`.
    private let lock = NSLock()
    private var pending: [(id: Int, block: @Sendable () -> Void)] = []
    private var nextID = 0

    init() { super.init(name: "manual") }

    @discardableResult
    override func schedule(_ block: @escaping @Sendable () -> Void) -> Disposable? {
        lock.lock()
        defer { lock.unlock() }
        let id = nextID
        nextID += 1
        pending.append((id, block))
        return Disposable { [weak self] in self?.cancel(id) }
    }

    /// Dates are ignored: a block given to `after` waits with the others, in order.
    @discardableResult
    override func after(_ date: Date, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        schedule(block)
    }

    @discardableResult
    override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        schedule(block)  // runs once here; enough for these tests
    }

    private func cancel(_ id: Int) {
        lock.lock()
        pending.removeAll { $0.id == id }
        lock.unlock()
    }

    /// Runs the waiting blocks, one at a time, in order, including blocks they schedule.
    func runAll() {
        while true {
            lock.lock()
            guard !pending.isEmpty else {
                lock.unlock()
                return
            }
            let next = pending.removeFirst()
            lock.unlock()
            performAsCurrentScheduler(next.block)
        }
    }

    var queuedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return pending.count
    }
}

@Suite("A scheduler of your own: Scheduler is open", .checksLiveObjects)
struct UserSchedulerTests {
    @Test("A user's scheduler runs its blocks through performAsCurrentScheduler, which sets and restores Scheduler.current")
    func currentSchedulerIsTheUsers() {
        let scheduler = ManualScheduler()
        let log = EventLog()
        let outside = Scheduler.current
        scheduler.schedule { log.append("current is manual: \(Scheduler.current === scheduler)") }
        #expect(log.entries == [])
        scheduler.runAll()
        #expect(log.entries == ["current is manual: true"])
        #expect(Scheduler.current === outside)
        #expect(scheduler.name == "manual")
        #expect(scheduler.description == "<ManualScheduler: manual>")
    }

    @Test("The operators work on it: deliverOn, subscribeOn, and delay on the current scheduler")
    func operatorsRunOnIt() {
        let scheduler = ManualScheduler()
        let log = EventLog()
        let subject = Subject<Int>()
        subject.deliverOn(scheduler).subscribeNext { log.append("deliverOn \($0) on manual: \(Scheduler.current === scheduler)") }
        subject.sendNext(1)
        #expect(log.entries == [])
        #expect(scheduler.queuedCount == 1)
        scheduler.runAll()

        Signal.return(2).subscribeOn(scheduler).subscribeNext { log.append("subscribeOn \($0) on manual: \(Scheduler.current === scheduler)") }
        scheduler.runAll()

        let delayed = Subject<Int>()
        delayed.delay(5).subscribeNext { log.append("delay \($0) on manual: \(Scheduler.current === scheduler)") }
        scheduler.schedule { delayed.sendNext(3) }
        scheduler.runAll()
        #expect(log.entries == ["deliverOn 1 on manual: true", "subscribeOn 2 on manual: true", "delay 3 on manual: true"])
    }

    @Test("Disposing a block scheduled on it removes it; a Command can use it")
    func disposalAndCommand() {
        let scheduler = ManualScheduler()
        let log = EventLog()
        scheduler.schedule { log.append("disposed block ran") }?.dispose()
        #expect(scheduler.queuedCount == 0)
        let command = Command<Int, Int>(scheduler: scheduler) { .return($0 * 10) }
        command.execute(4).subscribeNext { log.append("command \($0)") }
        scheduler.runAll()
        #expect(log.entries == ["command 40"])
    }

    @Test("A subclass that does not name itself gets a name made of its class")
    func defaultName() {
        #expect(UnnamedScheduler().name == "org.reactivecocoa.RAC.UnnamedScheduler.anonymousScheduler")
    }
}

/// A scheduler that keeps `Scheduler`'s default name.
private final class UnnamedScheduler: Scheduler, @unchecked Sendable {
    // @unchecked: no state of its own.
    init() { super.init() }
}

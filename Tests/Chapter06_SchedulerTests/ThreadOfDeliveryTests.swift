import Foundation
import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter06_Scheduler
#endif

/// The rule this chapter starts from: a value is delivered on the thread that sent it, whichever
/// thread subscribed; only `deliverOn` (and the schedulers it uses) moves a value to another thread.
///
/// Real threads, each step on a thread of its own (`runOnThread`, bounded). The chapter has no
/// locks, so the steps hand the subject from thread to thread, one at a time: a thread subscribes,
/// another sends, the first disposes. Each thread names its role in its own thread dictionary, and
/// the handler writes down the role of the thread it runs on.
@Suite("The thread each value arrives on")
struct ThreadOfDeliveryTests {
    /// The role the current thread was given, or "unnamed".
    static func role() -> String {
        Thread.current.threadDictionary["role"] as? String ?? "unnamed"
    }

    /// Runs `body` on a new thread that calls itself `role`, and waits for it (at most 10 s).
    @discardableResult
    static func onThread<T: Sendable>(_ role: String, _ body: @escaping @Sendable () -> T) -> T? {
        runOnThread(timeout: 10) {
            Thread.current.threadDictionary["role"] = role
            return body()
        }
    }

    @Test("Each value arrives on the thread that sent it, not on the thread that subscribed, and nothing arrives after that thread disposes")
    func eachValueArrivesOnItsSendersThread() throws {
        let subject = Locked(Subject<Int>())
        let arrivals = Locked<[String]>([])
        let subscription = try #require(Self.onThread("subscriber") { () -> Locked<Disposable> in
            Locked(subject.value.subscribeNext { value in arrivals.withLock { $0.append("\(value) on \(Self.role())") } })
        })
        Self.onThread("first sender") { subject.value.sendNext(1) }
        Self.onThread("second sender") {
            subject.value.sendNext(2)
            subject.value.sendNext(3)
        }
        Self.onThread("subscriber") { subscription.value.dispose() }
        Self.onThread("late sender") { subject.value.sendNext(4) }
        #expect(arrivals.value == ["1 on first sender", "2 on second sender", "3 on second sender"])
    }

    @Test("Exercise 6.6: deliverOn is what moves a value: sent on one thread, it arrives on the scheduler's")
    func deliverOnMovesValuesToItsScheduler() throws {
        let scheduler = Scheduler.scheduler(priority: .default, name: "org.example.delivery")
        let subject = Locked(Subject<Int>())
        let arrivals = Locked<[String]>([])
        let arrived = DispatchSemaphore(value: 0)
        let subscription = try #require(Self.onThread("subscriber") { () -> Locked<Disposable> in
            Locked(subject.value.deliverOn(scheduler).subscribeNext { value in
                arrivals.withLock { $0.append("\(value) on \(Scheduler.current === scheduler ? "the scheduler" : Self.role())") }
                arrived.signal()
            })
        })
        Self.onThread("sender") { subject.value.sendNext(1) }
        #expect(waitFor(arrived, timeout: 10))
        #expect(arrivals.value == ["1 on the scheduler"])
        subscription.value.dispose()
    }
}

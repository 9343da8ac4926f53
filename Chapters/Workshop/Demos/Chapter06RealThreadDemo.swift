import CourseProgress
import Foundation
import Chapter06_Scheduler

/// Chapter 6's one demo on real threads: `subscribeOn` and `deliverOn` with GCD queues instead of
/// test schedulers. It prints **where** each step ran (a named queue), never when, so its output is
/// the same on every run.
extension Chapter06Demos {
    static let realThreads = Demo(
        title: Bilingual("On real queues: subscribeOn(work) runs the request on work; only deliverOn(.mainThread) brings its events to main",
                         "在真实队列上：subscribeOn(work) 在 work 上运行请求；只有 deliverOn(.mainThread) 才把它的事件带到主线程"),
        notice: Bilingual("without deliverOn, a arrives on work (sent while subscribing) and b on network (sent later, by the network queue): subscribeOn moved the subscription, not the events; with deliverOn(.mainThread) all three events arrive on main.",
                          "没有 deliverOn 时，a 在 work 上到达（订阅时发送），b 在 network 上到达（稍后由网络队列发送）：subscribeOn 移动的是订阅，不是事件；有了 deliverOn(.mainThread)，三个事件都在 main 上到达。")
    ) { recorder in
        let work = Scheduler.scheduler(priority: .default, name: "work")
        let network = Scheduler.scheduler(priority: .default, name: "network")
        /// The queue the caller runs on, named by the scheduler running it.
        func place() -> String {
            switch Scheduler.current {
            case let current? where current === work: return "work"
            case let current? where current === network: return "network"
            case let current? where current === Scheduler.mainThread: return "main"
            default: return "the demo's thread"
            }
        }

        for (row, moveEvents) in [("subscribeOn(work)", false), ("…deliverOn(.mainThread)", true)] {
            let trail = ThreadTrail()
            // Chapter 6 has no locks, so the threads take turns: one at a time touches the
            // subscription. work stays closed until the screen's subscribe call has returned, and
            // network until work has finished subscribing; each sender waits for its event to arrive.
            let workTurn = QueueTurn(closing: work)
            let networkTurn = QueueTurn(closing: network)
            // The request: sends a while it is being subscribed, then b and the completion from
            // the network queue.
            let request = Signal<String>.createSignal { subscriber in
                trail.note(row, Bilingual("the request is subscribed on \(place())", "请求在 \(place()) 上被订阅"))
                subscriber.sendNext("a")
                trail.awaitDelivery()
                network.schedule {
                    subscriber.sendNext("b")
                    trail.awaitDelivery()
                    subscriber.sendCompleted()
                    trail.awaitDelivery()
                }
            }
            let moved = moveEvents ? request.subscribeOn(work).deliverOn(.mainThread) : request.subscribeOn(work)
            trail.note(row, ThreadTrail.subscribing)
            moved.subscribeNext({ value in
                trail.note(row, Bilingual("\(value) arrives on \(place())",
                                          "\(value) 在 \(place()) 上到达"), event: .next(value))
            }, completed: {
                trail.note(row, Bilingual("completed on \(place())", "在 \(place()) 上完成"), event: .completed)
            })
            // Queued on work behind the subscription that subscribeOn has just scheduled there.
            work.schedule { networkTurn.open() }
            workTurn.open()
            if !trail.waitUntilCompleted() {
                recorder.log(Bilingual("\(row): no completion within ten seconds", "\(row)：十秒内没有完成"))
            }
            trail.replay(into: recorder)
        }
    }
}

/// What a real-thread demo saw, written from any thread and replayed into the (single-threaded)
/// recorder afterwards, in the order it happened.
private final class ThreadTrail: @unchecked Sendable {
    enum Step {
        case next(String)
        case completed
    }

    /// The line that stands for "the screen subscribes" (drawn as `^`, not logged).
    static let subscribing = Bilingual("subscribing", "subscribing")

    private let lock = NSLock()
    private var lines: [(row: String, line: Bilingual, event: Step?)] = []
    private let delivered = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// Records a line; an event also goes on the row's diagram, and signals the sender waiting
    /// for it (a completion also ends the wait of `waitUntilCompleted`).
    func note(_ row: String, _ line: Bilingual, event: Step? = nil) {
        lock.lock()
        lines.append((row, line, event))
        lock.unlock()
        guard let event else { return }
        delivered.signal()
        if case .completed = event { finished.signal() }
    }

    /// Blocks the sending queue until the event it has just sent has arrived (at most ten seconds).
    func awaitDelivery() {
        _ = delivered.wait(timeout: .now() + 10)
    }

    /// Waits at most ten seconds for the completion. On the main thread (`swift run workshop`),
    /// the main run loop keeps turning meanwhile, or blocks for the main queue would never run.
    func waitUntilCompleted() -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if Thread.isMainThread {
                if finished.wait(timeout: .now()) == .success { return true }
                _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01))
            } else if finished.wait(timeout: .now() + 0.01) == .success {
                return true
            }
        }
        return false
    }

    /// Writes every line into `recorder`, one tick per line, events onto their row.
    func replay(into recorder: DemoRecorder) {
        lock.lock()
        let lines = self.lines
        lock.unlock()
        let row = lines.first.map { recorder.row($0.row) }
        for entry in lines {
            if entry.line == Self.subscribing {
                row?.subscribed()
            } else {
                recorder.log(entry.line)
            }
            switch entry.event {
            case .next(let value)?: row?.next(value)
            case .completed?: row?.completed()
            case nil: break
            }
            recorder.advance()
        }
    }
}

/// Keeps a serial queue closed until `open()`: the first block it runs waits for its turn.
/// What the queue is given meanwhile runs afterwards, in order. The wait is bounded (ten seconds),
/// so a demo that goes wrong ends instead of hanging.
private final class QueueTurn: Sendable {
    private let turn = DispatchSemaphore(value: 0)

    init(closing scheduler: Scheduler) {
        scheduler.schedule { [turn] in _ = turn.wait(timeout: .now() + 10) }
    }

    /// Lets the queue go on.
    func open() {
        turn.signal()
    }
}

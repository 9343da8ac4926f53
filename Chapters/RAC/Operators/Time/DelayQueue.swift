import Foundation

/// The events one `delay` subscription holds back, in arrival order, with **one timer at a time**
/// per scheduler: set for the oldest event's due time; when it fires, that event is sent and the
/// timer is set for the next one's.
///
/// Why not one timer per event: Dispatch does not promise that timers due in order fire in order,
/// so under load a later value could overtake an earlier one. One queue and one timer cannot
/// reorder. Events sent from different schedulers (rare: usually every event of a subscription
/// waits on the same current scheduler, or on its private background one) wait in one queue per
/// scheduler, each on its own clock, as `delay` schedules each event on the scheduler current when
/// it is sent.
final class DelayQueue<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `lanes` is read and written only inside `lock`. It stores values (Sendable) and
    // your subscriber, called outside the lock by the lane's timer block, one at a time.
    private struct Waiting {
        let due: Date
        /// `next` or `completed` (errors are never delayed).
        let event: Event<Value>
    }

    /// The events waiting on one scheduler.
    private struct Lane {
        let scheduler: Scheduler
        /// The lane's timer; part of `timers` while the lane exists.
        let timer = SerialDisposable()
        /// Oldest first: `waiting[head...]` (a moving head keeps taking the oldest O(1)).
        var waiting: [Waiting] = []
        var head = 0
        /// A timer is set (or its block is running): new events only join the queue.
        var draining = false
        var isEmpty: Bool { head == waiting.count }
    }

    private let lock = Lock()
    private var lanes: [Lane] = []
    private let interval: TimeInterval
    private let subscriber: Subscriber<Value>
    /// Every lane's timer (disposed with the subscription).
    private let timers: CompoundDisposable

    init(interval: TimeInterval, subscriber: Subscriber<Value>, timers: CompoundDisposable) {
        self.interval = interval
        self.subscriber = subscriber
        self.timers = timers
    }

    /// Holds `event` back for `interval` on `scheduler`'s clock; sets the lane's timer if none is set.
    func enqueue(_ event: Event<Value>, on scheduler: Scheduler) {
        let due = scheduler.now.addingTimeInterval(interval)
        let timerToSet: SerialDisposable? = lock.withLock {
            let index: Int
            if let existing = lanes.firstIndex(where: { $0.scheduler === scheduler }) {
                index = existing
            } else {
                lanes.append(Lane(scheduler: scheduler))
                index = lanes.count - 1
                timers.add(lanes[index].timer)
            }
            lanes[index].waiting.append(Waiting(due: due, event: event))
            if lanes[index].draining { return nil }
            lanes[index].draining = true
            return lanes[index].timer
        }
        if let timerToSet {
            timerToSet.disposable = scheduler.after(due) { [self] in drain(scheduler) }
        }
    }

    /// The lane's timer fired: send its oldest event (the one the timer was set for), then set
    /// the timer for the next one, or stop if there is none. One event per firing, so on a
    /// `TestScheduler` each delayed event takes one step, as each took its own timer before; and
    /// the next timer is set only after the send, so sends never overlap.
    private func drain(_ scheduler: Scheduler) {
        guard !timers.isDisposed, let event = takeOldest(on: scheduler) else { return }
        event.send(to: subscriber)
        if let (due, timer) = nextDue(on: scheduler) {
            timer.disposable = scheduler.after(due) { [self] in drain(scheduler) }
        }
    }

    /// Takes the lane's oldest event.
    private func takeOldest(on scheduler: Scheduler) -> Event<Value>? {
        lock.withLock {
            guard let index = lanes.firstIndex(where: { $0.scheduler === scheduler }), !lanes[index].isEmpty else { return nil }
            let oldest = lanes[index].waiting[lanes[index].head]
            lanes[index].head += 1
            compact(&lanes[index])
            return oldest.event
        }
    }

    /// The due time of the lane's oldest event and the lane's timer; `nil` if the lane is empty,
    /// which removes it (a long subscription keeps no lane for a scheduler it no longer uses).
    private func nextDue(on scheduler: Scheduler) -> (Date, SerialDisposable)? {
        let (next, removedTimer): ((Date, SerialDisposable)?, SerialDisposable?) = lock.withLock {
            guard let index = lanes.firstIndex(where: { $0.scheduler === scheduler }) else { return (nil, nil) }
            if lanes[index].isEmpty {
                return (nil, lanes.remove(at: index).timer)
            }
            return ((lanes[index].waiting[lanes[index].head].due, lanes[index].timer), nil)
        }
        if let removedTimer { timers.remove(removedTimer) }
        return next
    }

    /// Drops the sent events from the front once they are half the storage.
    private func compact(_ lane: inout Lane) {
        if lane.isEmpty {
            lane.waiting.removeAll(keepingCapacity: true)
            lane.head = 0
        } else if lane.head >= 32 && lane.head * 2 >= lane.waiting.count {
            lane.waiting.removeFirst(lane.head)
            lane.head = 0
        }
    }
}

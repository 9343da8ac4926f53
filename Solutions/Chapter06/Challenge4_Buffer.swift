// Challenge 6.4: the reference solution.
import Foundation

extension Signal {
    /// Collects values into arrays: the first value starts a timer of `interval` on `scheduler`,
    /// and when it fires everything collected is sent as one array. No timer runs while nothing
    /// is collected. Completion sends what is collected (if anything), then completes.
    /// `Value: Sendable`: the values collected are sent from the scheduler.
    public func buffer(withTime interval: TimeInterval, onScheduler scheduler: Scheduler) -> Signal<[Value]> where Value: Sendable {
        Signal<[Value]>.createSignal { subscriber in
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            // In an object, not `var`s: the scheduled flush is `@Sendable`.
            let buffer = CollectedValues<Value>()

            @Sendable func flush() {
                if let timer = buffer.timer {
                    timer.dispose()
                    everything.remove(timer)
                }
                buffer.timer = nil
                let values = buffer.collected
                buffer.collected = []
                if !values.isEmpty { subscriber.sendNext(values) }
            }

            let source = Subscriber<Value>(
                next: { value in
                    buffer.collected.append(value)
                    guard buffer.timer == nil else { return }
                    let scheduled = CompoundDisposable()
                    everything.add(scheduled)
                    buffer.timer = scheduled
                    scheduled.add(scheduler.afterDelay(interval) { flush() })
                },
                error: { error in
                    everything.dispose()
                    subscriber.sendError(error)
                },
                completed: {
                    flush()
                    subscriber.sendCompleted()
                }
            )
            source.link(to: everything)
            self.subscribe(source)
        }
    }
}

/// What one buffered subscription has collected, and its timer.
private final class CollectedValues<Value: Sendable>: @unchecked Sendable {
    // @unchecked, with no lock: the source's handler and the scheduled flush take turns, one
    // thread at a time, as everything in the chapters.
    var collected: [Value] = []
    var timer: CompoundDisposable?
}

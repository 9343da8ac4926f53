// Chapter 6, challenge 4: the reference solution.
import Foundation

extension Signal {
    /// Collects values into arrays: the first value starts a timer of `interval` on `scheduler`,
    /// and when it fires everything collected is sent as one array. No timer runs while nothing
    /// is collected. Completion sends what is collected (if anything), then completes.
    public func buffer(withTime interval: TimeInterval, onScheduler scheduler: Scheduler) -> Signal<[Value]> {
        Signal<[Value]>.createSignal { subscriber in
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            var collected: [Value] = []
            var timer: CompoundDisposable?

            func flush() {
                if let timer {
                    timer.dispose()
                    everything.remove(timer)
                }
                timer = nil
                let values = collected
                collected = []
                if !values.isEmpty { subscriber.sendNext(values) }
            }

            let source = Subscriber<Value>(
                next: { value in
                    collected.append(value)
                    guard timer == nil else { return }
                    let scheduled = CompoundDisposable()
                    everything.add(scheduled)
                    timer = scheduled
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

import Foundation

/// One `buffer(withTime:onScheduler:)` subscription: the values collected and the timer that will
/// send them.
///
/// The source's values and the timer, which fires on the scheduler's thread, both go through
/// `deliveries`, so the collection changes one event at a time and each batch is sent with no lock
/// held.
final class BufferState<Value>: @unchecked Sendable {
    // @unchecked: `values` is touched only by the thread running `deliveries`; the rest is `let`
    // and thread-safe.
    let deliveries = DeliveryQueue()
    let downstream: Subscriber<[Value]>
    let interval: TimeInterval
    let scheduler: Scheduler
    let timer = SerialDisposable()
    @exclusivity(unchecked) private var values: [Value] = []

    init(downstream: Subscriber<[Value]>, interval: TimeInterval, scheduler: Scheduler) {
        self.downstream = downstream
        self.interval = interval
        self.scheduler = scheduler
    }

    func send(_ delivery: BufferDelivery<Value>) {
        deliveries.send({ run(delivery) }, orLeave: { { [self] in run(delivery) } })
    }

    private func run(_ delivery: BufferDelivery<Value>) {
        switch delivery {
        case .value(let value):
            // The first value of a batch starts its timer; no timer runs while nothing is collected.
            if values.isEmpty {
                timer.disposable = scheduler.afterDelay(interval) { [self] in send(.flush) }
            }
            values.append(value)
        case .flush:
            flush()
        case .completed:
            flush()
            downstream.sendCompleted()
        case .error(let error):
            downstream.sendError(error)
        }
    }

    private func flush() {
        timer.swapIn(nil)?.dispose()
        guard !values.isEmpty else { return }
        let batch = values
        values = []
        downstream.sendNext(batch)
    }
}

/// What a buffer runs, in order: a source value, its timer firing, or the source's end.
enum BufferDelivery<Value> {
    case value(Value)
    case flush
    case completed
    case error(any Error)
}

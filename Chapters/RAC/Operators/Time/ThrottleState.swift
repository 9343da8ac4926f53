import Foundation

/// One throttled subscription: the value waiting to be sent and the timer that will send it.
///
/// Two sources of events meet here: the source's values and the timer, which fires on the
/// scheduler's thread. Both go through `deliveries`, so the waiting value changes one event at a
/// time and is sent with no lock held (RAC holds its lock while it sends).
final class ThrottleState<Value>: @unchecked Sendable {
    // @unchecked: `waiting` and `generation` are touched only by the thread running `deliveries`;
    // the rest is `let` and thread-safe.
    let deliveries = DeliveryQueue()
    let downstream: Subscriber<Value>
    let interval: TimeInterval
    let everything = CompoundDisposable()
    private let pendingFlush = SerialDisposable()
    @exclusivity(unchecked) private var waiting: Value?
    /// Which timer may send `waiting`: a timer started for an earlier value does nothing.
    @exclusivity(unchecked) private var generation = 0

    init(downstream: Subscriber<Value>, interval: TimeInterval) {
        self.downstream = downstream
        self.interval = interval
        everything.add(pendingFlush)
    }

    func send(_ delivery: ThrottleDelivery<Value>) {
        deliveries.send({ run(delivery) }, orLeave: { { [self] in run(delivery) } })
    }

    private func run(_ delivery: ThrottleDelivery<Value>) {
        switch delivery {
        case let .value(value, throttled, scheduler):
            let dropped = takeWaiting()  // a new value discards the one waiting
            guard throttled else {
                downstream.sendNext(value)
                return
            }
            waiting = value
            generation += 1
            let current = generation
            pendingFlush.disposable = scheduler.afterDelay(interval) { [self] in send(.flush(current)) }
            _ = dropped
        case .flush(let timer):
            guard timer == generation, let value = takeWaiting() else { return }
            downstream.sendNext(value)
        case .completed:
            if let value = takeWaiting() { downstream.sendNext(value) }  // the waiting value first
            downstream.sendCompleted()
        case .error(let error):
            everything.dispose()
            downstream.sendError(error)
        }
    }

    /// The waiting value, if any, now no longer waiting (its timer stopped).
    private func takeWaiting() -> Value? {
        pendingFlush.swapIn(nil)?.dispose()
        defer { waiting = nil }
        return waiting
    }
}

/// What a throttle runs, in order: a source value (with whether it is throttled and the scheduler
/// current when it arrived), a timer firing, or the source's end.
enum ThrottleDelivery<Value> {
    case value(Value, throttled: Bool, scheduler: Scheduler)
    case flush(Int)
    case completed
    case error(any Error)
}

/// The per-source queues of `zip`.
///
/// The sources may deliver on different threads; their events go through `deliveries`, so the
/// queues change one event at a time and each array is sent before the next event is recorded,
/// with no lock held while it is sent.
final class ZipState<T>: @unchecked Sendable {
    // @unchecked: every `var` is touched only by the thread running `deliveries`; it stores values
    // of any type (no user code), which reach that thread from the sources' threads, as in C6.9.
    let deliveries = DeliveryQueue()
    private var queues: [[T]]
    private var heads: [Int]
    private var completed: [Bool]

    init(count: Int) {
        queues = Array(repeating: [], count: count)
        heads = Array(repeating: 0, count: count)
        completed = Array(repeating: false, count: count)
    }

    /// Buffers a value; returns the next array once every queue has a value.
    func enqueue(_ index: Int, _ value: T) -> [T]? {
        queues[index].append(value)
        for source in queues.indices where heads[source] == queues[source].count { return nil }
        var values: [T] = []
        values.reserveCapacity(queues.count)
        for source in queues.indices {
            values.append(queues[source][heads[source]])
            heads[source] += 1
            if heads[source] == queues[source].count {
                queues[source].removeAll(keepingCapacity: true)
                heads[source] = 0
            }
        }
        return values
    }

    func markCompleted(_ index: Int) { completed[index] = true }

    /// Whether some completed source has nothing buffered, so no further array can be made.
    var isExhausted: Bool {
        queues.indices.contains { completed[$0] && heads[$0] == queues[$0].count }
    }
}


/// An async sequence as a signal: RAC's `-[RACSequence signal]` spelling, for `AsyncSequence`.
extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// A cold signal that iterates the sequence once per subscription, in a `Task` of its own
    /// (for a sequence that can be iterated again and again; `AsyncStream` and
    /// `AsyncThrowingStream`, which cannot, have a shared `signal` of their own, below):
    /// it sends each element, then completes at the end, or sends the error the sequence threw.
    ///
    /// Disposing the subscription cancels that task, so a sequence that checks for cancellation
    /// stops; the subscription sends nothing after it is disposed, whatever the sequence does.
    /// The sequence and its elements are `Sendable` because they move into the task.
    public var signal: Signal<Element> {
        Signal.createSignal { subscriber in
            let iteration = Task {
                do {
                    for try await element in self {
                        subscriber.sendNext(element)
                    }
                    subscriber.sendCompleted()
                } catch {
                    subscriber.sendError(error)
                }
            }
            return Disposable { iteration.cancel() }
        }
    }
}

/// A stream as a signal: one shared iteration, since a stream cannot be iterated twice.
extension AsyncStream where Element: Sendable {
    /// The stream as a **shared** source: a stream can be iterated only once, so its one iteration,
    /// in a task of its own, feeds every subscriber of this signal (Docs/Contracts.md C10.4).
    ///
    /// The first subscriber starts the iteration; each subscriber sees the elements sent from its
    /// subscription on; disposing one leaves the others running; when the last one leaves the
    /// iteration is cancelled, and a later subscriber gets completion at once. Read the property
    /// once and share the signal: each read is a source of its own, and two of them would split
    /// the stream's elements between them.
    public var signal: Signal<Element> {
        SharedIteration(self).signal
    }
}

/// A throwing stream as a signal: one shared iteration, as for `AsyncStream`.
extension AsyncThrowingStream where Element: Sendable {
    /// The stream as a **shared** source, as `AsyncStream.signal` is; the stream's error goes to
    /// every subscriber, and a later subscriber gets it at once.
    public var signal: Signal<Element> {
        SharedIteration(self).signal
    }
}

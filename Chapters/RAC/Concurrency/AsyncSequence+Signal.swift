/// An async sequence as a signal: RAC's `-[RACSequence signal]` spelling, for `AsyncSequence`.
extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// A cold signal that iterates the sequence once per subscription, in a `Task` of its own:
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

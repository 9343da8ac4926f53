/// One iteration of an async sequence, shared by every subscriber of its `signal` (a sequence may
/// be one that can be iterated only once, and nothing tells which).
///
/// The rules that make it correct:
/// - the sequence is iterated at most once, in a task of its own, started by the first subscriber;
/// - each subscriber joins `subject` before anything else, so it sees every element sent after it
///   subscribed; disposing one subscriber leaves the others subscribed;
/// - when the last subscriber leaves, the task is cancelled (the stream sees the cancellation),
///   and the source is over;
/// - once the source is over (ended, failed or cancelled), a new subscriber gets its ending at
///   once: completion, or the sequence's error.
final class SharedIteration<Base: AsyncSequence & Sendable>: @unchecked Sendable where Base.Element: Sendable {
    // @unchecked: `task`, `subscribers` and `ending` are read and written only inside `lock`;
    // no user closure is stored (the sequence is `Sendable`, the subject holds the subscribers).
    private let base: Base
    private let subject = Subject<Base.Element>()
    private let lock = Lock()
    private var task: Task<Void, Never>?
    private var subscribers = 0
    /// `nil` while the source runs (or has not started); then how it ended.
    private var ending: Ending?

    /// How the source ended: completed (or cancelled by its last subscriber leaving), or failed.
    private enum Ending {
        case completed
        case failed(any Error)
    }

    init(_ base: Base) {
        self.base = base
    }

    /// The shared source as a signal.
    var signal: Signal<Base.Element> {
        Signal(didSubscribe: { subscriber in self.join(subscriber) })
    }

    /// Subscribes `subscriber` to the subject, and starts the iteration for the first one.
    private func join(_ subscriber: Subscriber<Base.Element>) -> Disposable? {
        let membership = subject.subscribe(subscriber)
        let ended: Ending? = lock.withLock {
            if let ending { return ending }
            subscribers += 1
            if task == nil { task = Task { await self.iterate() } }
            return nil
        }
        switch ended {
        case nil:
            return Disposable { self.leave(membership) }
        case .completed:
            membership.dispose()
            subscriber.sendCompleted()
        case .failed(let error):
            membership.dispose()
            subscriber.sendError(error)
        }
        return nil
    }

    /// One subscriber leaves; the last one cancels the iteration.
    private func leave(_ membership: Disposable) {
        membership.dispose()
        let cancelled: Task<Void, Never>? = lock.withLock {
            subscribers -= 1
            guard subscribers == 0, ending == nil else { return nil }
            ending = .completed
            return task
        }
        cancelled?.cancel()
    }

    /// The one iteration: each element to the subject, then its ending.
    private func iterate() async {
        do {
            for try await element in base {
                subject.sendNext(element)
            }
            end(with: nil)
        } catch {
            end(with: error)
        }
    }

    /// Records the ending for later subscribers (first), then sends it to the present ones.
    private func end(with error: (any Error)?) {
        lock.withLock {
            if ending == nil { ending = error.map { .failed($0) } ?? .completed }
        }
        if let error { subject.sendError(error) } else { subject.sendCompleted() }
    }
}

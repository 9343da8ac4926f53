/// The object a signal sends its events to: your three blocks, and the rules.
///
/// RAC's `RACSubscriber`. The subscriber is where the event grammar `next* (error | completed)?`
/// is enforced: its first terminal event
/// 1. releases its blocks (so what they captured can go, and so later events find nothing to run),
/// 2. disposes every subscription it is part of (so producers stop and clean up),
/// 3. and only then runs your `error` or `completed` block.
///
/// New in chapter 4: `link(to:)`, which lets an operator end the subscriber it subscribes to its
/// source with, at once and silently.
///
/// The chapters' subscriber has no lock: it expects its events one at a time, on one thread.
/// (It is a `class` rather than RAC's `final class` only so that `PassthroughSubscriber` can
/// subclass it; outside the module nobody can.)
public class Subscriber<Value>: SubscriberProtocol {
    private var next: ((Value) -> Void)?
    private var error: ((any Error) -> Void)?
    private var completed: (() -> Void)?
    /// Every subscription this subscriber is part of; its first terminal event disposes them all.
    private let subscriptions = CompoundDisposable()

    /// A subscriber running the given blocks. A missing block ignores that kind of event.
    public init(
        next: ((Value) -> Void)? = nil,
        error: ((any Error) -> Void)? = nil,
        completed: (() -> Void)? = nil
    ) {
        self.next = next
        self.error = error
        self.completed = completed
    }

    /// Delivers `value` to the next block (none after a terminal event: the block is gone).
    public func sendNext(_ value: Value) {
        next?(value)
    }

    /// Ends the subscriber, then delivers `error` to the error block.
    public func sendError(_ error: any Error) {
        let handler = self.error
        terminate()
        handler?(error)
    }

    /// Ends the subscriber, then runs the completed block.
    public func sendCompleted() {
        let handler = completed
        terminate()
        handler?()
    }

    /// Remembers `disposable` as one of this subscriber's subscriptions.
    ///
    /// If the subscriber has already ended, `subscriptions` is disposed and `add` disposes the new
    /// subscription at once: a finished subscriber cannot start again.
    public func didSubscribe(withDisposable disposable: CompoundDisposable) {
        subscriptions.add(disposable)
        // When that subscription ends, forget it, so a long-lived subscriber does not pile up
        // finished subscriptions. Weak captures: this clean-up must not keep alive what it cleans.
        disposable.add(Disposable { [weak self, weak disposable] in
            self?.subscriptions.remove(disposable)
        })
    }

    /// Ties this subscriber to `parent` before it subscribes to anything: disposing `parent` ends
    /// this subscriber silently (no terminal event: its subscriptions are disposed and its blocks
    /// released), and once this subscriber has ended, `parent` forgets it.
    ///
    /// Operators need this. An operator subscribes to its source with a subscriber of its own; if
    /// that subscription joined the operator's only when the operator's subscribe block returned, a
    /// synchronous source would run on to its end after a `take` further down had stopped it. This
    /// subscriber hears of each of its subscriptions before the producer runs, so once linked,
    /// `parent` reaches them at once.
    func link(to parent: CompoundDisposable) {
        let cancel = Disposable { self.terminate() }
        parent.add(cancel)
        // Weak captures: forgetting must not keep alive what it forgets.
        subscriptions.add(Disposable { [weak parent, weak cancel] in
            parent?.remove(cancel)
        })
    }

    /// The first terminal event's work: let go of the blocks, then stop everything upstream. In
    /// that order, so that nothing sent while upstream cleans up can reach a block (the caller has
    /// already taken the one block it runs next, after this returns).
    private func terminate() {
        next = nil
        error = nil
        completed = nil
        subscriptions.dispose()
    }
}

// @unchecked, with no lock, and only for `Sendable` values: a scheduled block may carry a
// subscriber to the scheduler's thread, where it runs your handlers. The chapters promise one
// event at a time, handed from thread to thread by serial queues; the compiler cannot check that.
extension Subscriber: @unchecked Sendable where Value: Sendable {}

/// A subject's live subscribers: the passthroughs to send to, behind a lock.
///
/// Why a separate object and not two properties of `Subject`: each subscription removes its
/// passthrough when it ends, through a disposable that must not keep the subject alive, so it holds
/// its list **weakly**. A weakly referenced object keeps its reference count in a side table,
/// where every retain and release takes the slow path. Pointing the weak reference at this list
/// instead of at the subject keeps the subject's own count on the fast path, and a subject is
/// retained on every send by code such as `subjects[i].sendNext(v)`.
@usableFromInline
final class SubscriberList<Value> {
    // Not `Sendable` (it holds subscribers of any value type); a subject is sent to and joined from
    // several threads, so `subscribers` is read and written only inside `lock`.
    @usableFromInline let lock = Lock()
    /// Each element is a `PassthroughSubscriber<Value>`. Stored as `AnyObject`, a type that does
    /// not depend on `Value`, so that a send running as unspecialised generic code (a subject held
    /// in an array, say) copies and walks the array without looking up type metadata for every
    /// send. Read and written only inside `lock`, which makes the accesses exclusive (no runtime
    /// check needed).
    @usableFromInline @exclusivity(unchecked) var subscribers: ContiguousArray<AnyObject> = []

    @inlinable init() {}

    /// Adds `passthrough` and arranges for its removal when `subscription` ends.
    func attach(_ passthrough: PassthroughSubscriber<Value>, subscription: CompoundDisposable) {
        lock.withLock { subscribers.append(passthrough) }
        let key = ObjectIdentifier(passthrough)
        subscription.add(Disposable { [weak self] in self?.detach(key) })
    }

    /// Removes the passthrough, and releases it after the lock: releasing it can free your
    /// subscriber's blocks, and the `deinit` of what they captured may send to this very subject.
    private func detach(_ key: ObjectIdentifier) {
        let removed: AnyObject? = lock.withLock {
            guard let index = subscribers.lastIndex(where: { ObjectIdentifier($0) == key }) else { return nil }
            return subscribers.remove(at: index)
        }
        _ = removed
    }

    /// The subscribers at this instant. Sending iterates over this snapshot outside the lock, so a
    /// handler may subscribe or dispose without deadlocking (copying the array only retains it).
    @inlinable
    var snapshot: ContiguousArray<AnyObject> {
        lock.withLock { subscribers }
    }

    /// Sends `value` to every subscriber in `snapshot`.
    @inlinable
    static func sendNext(_ value: Value, to snapshot: ContiguousArray<AnyObject>) {
        for object in snapshot {
            unsafeDowncast(object, to: PassthroughSubscriber<Value>.self).sendNext(value)
        }
    }

    var count: Int { lock.withLock { subscribers.count } }
}

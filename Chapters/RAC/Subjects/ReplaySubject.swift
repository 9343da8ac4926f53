/// A subject that remembers: new subscribers first receive the stored values, then the stored
/// terminal event if there is one.
///
/// RAC's `RACReplaySubject`. It keeps the last `capacity` values (all of them by default; none
/// with a capacity of 0, which still replays the terminal event). A subscriber that arrives after
/// completion receives the stored values **and** `completed` (or the error), then nothing more.
public final class ReplaySubject<Value>: Subject<Value>, @unchecked Sendable {
    // @unchecked: `capacity` is a `let`; the core is thread-safe. It keeps past values (of any
    // type) and replays them on each subscribing thread (C6.9).

    /// The capacity meaning "keep every value".
    public static var unlimitedCapacity: Int { Int.max }

    /// The number of values kept for replay.
    public let capacity: Int

    /// A replay subject keeping the last `capacity` values (unlimited by default).
    public init(capacity: Int = ReplaySubject.unlimitedCapacity) {
        require(capacity >= 0, "ReplaySubject(capacity:): the capacity cannot be negative, got \(capacity); pass 0 to keep no values, or omit it to keep every value")
        self.capacity = capacity
        super.init(core: SubjectCore(replayCapacity: capacity))
    }
}


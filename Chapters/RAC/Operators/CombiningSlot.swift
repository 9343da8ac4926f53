/// One source's latest value inside a `combineLatest`, shared by the blocks of its subscription.
///
/// Read and written only inside the combination's deliveries, which `CombineLatestCore` runs one
/// at a time, so every access is already exclusive: the runtime's exclusivity check, which a
/// captured `var` pays at each access (a thread-local lookup), is off.
@usableFromInline
final class CombiningSlot<Value> {
    @usableFromInline @exclusivity(unchecked) var value: Value?

    @inlinable init() {}
}

/// The values a replay subject keeps: the last `capacity` of them, numbered in the order received.
///
/// With a limit, a ring: appending past the limit overwrites the oldest slot and hands the value
/// it held back to the caller, so a replaced value is released by the very send that replaced it,
/// and every append is O(1). Without a limit, a plain array that only grows.
@usableFromInline
struct ReplayBuffer<Value> {
    @usableFromInline let capacity: Int
    /// The kept values; once `capacity` are kept, the oldest is at `start`.
    @usableFromInline var storage: ContiguousArray<Value> = []
    @usableFromInline var start = 0
    /// How many values were ever appended: the newest has number `received - 1`.
    @usableFromInline var received = 0

    @usableFromInline init(capacity: Int) {
        self.capacity = capacity
    }

    /// The number of the oldest value kept (`received` when none is).
    @inlinable var firstNumber: Int { received - storage.count }

    /// Keeps `value`; returns the value it pushed out, if the buffer was full.
    @inlinable
    mutating func append(_ value: Value) -> Value? {
        received += 1
        if storage.count < capacity {
            storage.append(value)
            return nil
        }
        guard capacity > 0 else { return value }  // keeps nothing: hand the value straight back
        let pushedOut = storage[start]
        storage[start] = value
        start = start + 1 == capacity ? 0 : start + 1
        return pushedOut
    }

    /// Value number `number`, or `nil` if it is not kept (pushed out, or not received yet).
    @inlinable
    func value(number: Int) -> Value? {
        let offset = number - firstNumber
        guard offset >= 0, offset < storage.count else { return nil }
        let index = storage.count < capacity ? offset : (start + offset) % capacity
        return storage[index]
    }
}

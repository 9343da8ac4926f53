/// The object a signal sends its values to: your `next` block, wrapped.
///
/// RAC's `RACSubscriber`. Why an object rather than the block itself? Because the producer needs
/// something it can hold on to and talk to later, and because in chapter 2 this object grows: it
/// learns about errors and completion, and it becomes the place that enforces the rules.
///
/// Chapter 1's subscriber is as small as it can be: one optional block, no lock, no memory of
/// anything. It can only ever receive values.
public final class Subscriber<Value> {
    /// What to do with each value; `nil` ignores values.
    private let next: ((Value) -> Void)?

    /// A subscriber that runs `next` for every value. Without a block, values are ignored.
    public init(next: ((Value) -> Void)? = nil) {
        self.next = next
    }

    /// Delivers `value` to the next block.
    public func sendNext(_ value: Value) {
        // exercise 1.1: deliver the value to the next block, if there is one
        next?(value)
        // end exercise
    }
}

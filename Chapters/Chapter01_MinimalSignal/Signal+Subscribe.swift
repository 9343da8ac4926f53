/// Subscribing with a block: the everyday way in.
extension Signal {
    /// Runs `next` for every value the signal sends to this subscription.
    ///
    /// Builds a `Subscriber` around your block and hands it to the subscribe block, which runs now,
    /// before this method returns. (RAC returns a `Disposable` here; chapter 1 has none, so this
    /// returns nothing. Code that ignores the result works with both.)
    public func subscribeNext(_ next: @escaping (Value) -> Void) {
        // exercise 1.2: wrap `next` in a Subscriber and subscribe it
        subscribe(Subscriber(next: next))
        // end exercise
    }
}

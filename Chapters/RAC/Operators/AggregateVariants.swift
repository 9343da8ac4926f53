extension Signal {
    /// Like `aggregate(withStart:reduce:)`, also passing each value's 0-based index.
    public func aggregate<R>(withStart start: R, reduceWithIndex reduce: @escaping (R, Value, Int) -> R) -> Signal<R> {
        scan(withStart: start, reduceWithIndex: reduce).startWith(start).takeLast(1)
    }

    /// Like `aggregate(withStart:reduce:)`, with a start value made by `startFactory` on each
    /// subscription: a mutable start (an object you append to) is never shared by two subscribers.
    public func aggregate<R>(withStartFactory startFactory: @escaping () -> R, reduce: @escaping (R, Value) -> R) -> Signal<R> {
        Signal<R>.defer { self.aggregate(withStart: startFactory(), reduce: reduce) }
    }
}

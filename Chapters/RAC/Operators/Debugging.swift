extension Signal {
    /// Prints each value, prefixed by the signal's `name`.
    public func logNext() -> Signal<Value> {
        doNext { [name] value in print("\(name) next: \(value)") }
    }

    /// Prints the error, prefixed by the signal's `name`.
    public func logError() -> Signal<Value> {
        doError { [name] error in print("\(name) error: \(error)") }
    }

    /// Prints completion, prefixed by the signal's `name`.
    public func logCompleted() -> Signal<Value> {
        doCompleted { [name] in print("\(name) completed") }
    }

    /// Prints every event, prefixed by the signal's `name`.
    public func logAll() -> Signal<Value> {
        logNext().logError().logCompleted()
    }
}

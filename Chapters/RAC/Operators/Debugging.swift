extension Signal {
    /// Prints each value, prefixed by the signal's `name`.
    ///
    /// The returned signal keeps this signal's name (RAC: `setNameWithFormat:@"%@", self.name`), so
    /// `logAll()` prefixes every event with the same name.
    public func logNext() -> Signal<Value> {
        doNext { [name] value in print("\(name) next: \(value)") }.setName(name)
    }

    /// Prints the error, prefixed by the signal's `name`. The returned signal keeps the name.
    public func logError() -> Signal<Value> {
        doError { [name] error in print("\(name) error: \(error)") }.setName(name)
    }

    /// Prints completion, prefixed by the signal's `name`. The returned signal keeps the name.
    public func logCompleted() -> Signal<Value> {
        doCompleted { [name] in print("\(name) completed") }.setName(name)
    }

    /// Prints every event, prefixed by the signal's `name`.
    public func logAll() -> Signal<Value> {
        logNext().logError().logCompleted()
    }
}

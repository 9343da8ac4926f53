// Challenge 3.1's reference solution: ReactiveCocoa's `RAC(object, key) = signal`.
extension Signal {
    /// Sets `object[keyPath:]` to every value the signal sends, until the subscription is disposed.
    ///
    /// The object is captured weakly: binding a signal into a property must not keep the object
    /// alive (a view model usually owns the signal's source, so a strong capture makes a cycle).
    @discardableResult
    public func setKeyPath<Root: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Root, Value>, on object: Root) -> Disposable {
        subscribeNext { [weak object] value in
            object?[keyPath: keyPath] = value
        }
    }
}

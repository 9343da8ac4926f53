extension Signal {
    /// Binds every value to an optional property: a `Signal<String>` to a `String?`, without a
    /// `map` first. Otherwise the same as `setKeyPath(_:on:)`.
    @discardableResult
    public func setKeyPath<Root: AnyObject>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value?>,
        on object: Root,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        map { Optional($0) }.setKeyPath(keyPath, on: object, isolation: isolation)
    }

    /// Binds a signal of optionals to a non-optional property, writing `nilValue` for each `nil`
    /// (RAC's `setKeyPath:onObject:nilValue:`). Otherwise the same as `setKeyPath(_:on:)`.
    @discardableResult
    public func setKeyPath<Root: AnyObject, Wrapped>(
        _ keyPath: ReferenceWritableKeyPath<Root, Wrapped>,
        on object: Root,
        nilValue: Wrapped,
        isolation: (any Actor)? = #isolation
    ) -> Disposable where Value == Wrapped? {
        map { $0 ?? nilValue }.setKeyPath(keyPath, on: object, isolation: isolation)
    }
}

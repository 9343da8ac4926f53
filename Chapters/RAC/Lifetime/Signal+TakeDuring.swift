extension Signal {
    /// Forwards this signal until `lifetime` ends, then completes and disposes the subscription;
    /// completes at once, without subscribing, if it has already ended.
    ///
    /// RAC's `takeUntil: self.rac_willDeallocSignal`: keep the lifetime's token in `self`, and the
    /// subscription ends when `self` goes away.
    public func take(during lifetime: Lifetime) -> Signal<Value> {
        takeUntil(lifetime.ended)
    }
}

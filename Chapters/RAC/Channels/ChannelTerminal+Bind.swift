extension ChannelTerminal {
    /// Connects this terminal to `other` both ways, as RAC's `RACChannelTo(a) = RACChannelTo(b)`
    /// does: this terminal's side first takes `other`'s current value, then each later value goes
    /// from either side to the other. Disposing the result stops both directions.
    ///
    /// The order is what makes the starting value go the right way: `other`'s subscription comes
    /// first, so its replayed value reaches this side; this side's own replayed value is skipped,
    /// so it never overwrites `other`.
    public func bind(to other: ChannelTerminal<Value>) -> Disposable {
        let fromOther = other.subscribe(self)
        let toOther = skip(1).subscribe(other)
        return Disposable {
            fromOther.dispose()
            toOther.dispose()
        }
    }
}

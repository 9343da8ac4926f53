/// An async sequence as a signal: RAC's `-[RACSequence signal]` spelling, for `AsyncSequence`.
extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// The sequence as a **shared** source, whatever its type (Docs/Contracts.md C10.4): one
    /// iteration, in a task of its own, feeds every subscriber of this signal.
    ///
    /// Why shared for every sequence: a sequence does not say whether it can be iterated twice, and
    /// two iterations of one that cannot (an `AsyncStream`, a `map` over one, a sequence that
    /// reaches generic code) would split its elements between them. So the rule cannot depend on the
    /// static type; the one that is right for all of them is to iterate once.
    ///
    /// The first subscriber starts the iteration; each subscriber sees the elements sent from its
    /// subscription on; disposing one leaves the others running; when the last one leaves the
    /// iteration is cancelled; once the source is over (ended, failed or cancelled), a later
    /// subscriber gets its ending at once (completion, or the sequence's error). Nothing is sent
    /// to a subscription after it is disposed. Read the property once and share the signal: each
    /// read is a source of its own. For an iteration per subscription of a sequence that can be
    /// iterated again and again, read the property per subscription: `Signal.defer { sequence.signal }`.
    public var signal: Signal<Element> {
        SharedIteration(self).signal
    }
}

/// One walk through a sequence, shared by the rounds of a recursive scheduled block
/// (`Signal.from(_:scheduler:)`): the iterator is made on the first `next()`, on the scheduler.
final class SequenceWalk<Base: Sequence & Sendable>: @unchecked Sendable {
    // @unchecked: `iterator` is used only by the rounds of one recursive block, which never
    // overlap (each is scheduled after the previous one returns; the scheduler orders them), and it
    // is made from a `Sendable` sequence on the scheduler. No lock: `next()` is the sequence's code.
    private let sequence: Base
    private var iterator: Base.Iterator?

    init(_ sequence: Base) {
        self.sequence = sequence
    }

    /// The next element, or `nil` at the end.
    func next() -> Base.Element? {
        if iterator == nil { iterator = sequence.makeIterator() }
        return iterator?.next()
    }
}

/// A run of `map`s and `filter`s over one source, executed as **one** subscriber.
///
/// Why: every operator normally subscribes its own subscriber to its source, and each of those
/// takes a lock and calls a block per value. `map` and `filter` keep no state and never end a
/// subscription early, so a chain of them can run as one composed step inside a single subscriber
/// without any observable difference: the same values, errors and completion, in the same order;
/// one subscription of the source per subscription of the chain; the user's blocks still run one
/// at a time. (ReactiveSwift fuses the same way.) Chapter 4 shows the unfused way, each operator a
/// `bind`.
final class FusedSignal<Source, Value>: Signal<Value> {
    private let source: Signal<Source>
    /// Runs the chain on one source value, calling `emit` for the value that comes out (if any).
    private let step: (Source, (Value) -> Void) -> Void

    init(source: Signal<Source>, step: @escaping (Source, (Value) -> Void) -> Void) {
        self.source = source
        self.step = step
        super.init(didSubscribe: { subscriber in
            source.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in step(value) { subscriber.sendNext($0) } },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            ))
        })
    }

    /// A mapped fused chain is the same chain with one more step.
    override func fusedMap<U>(_ transform: @escaping (Value) -> U) -> Signal<U> {
        let step = self.step
        return FusedSignal<Source, U>(source: source) { value, emit in
            step(value) { emit(transform($0)) }
        }
    }

    override func fusedFilter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value> {
        let step = self.step
        return FusedSignal<Source, Value>(source: source) { value, emit in
            step(value) { if isIncluded($0) { emit($0) } }
        }
    }

    /// Reads as the plain `Signal<Value>` it stands for (in `description` and the default name).
    override var defaultName: String { "Signal<\(Value.self)>" }
}

// As `Signal` (restated, as Swift requires of a subclass). @unchecked: every stored property is a
// `let`: the source signal and the composed step, made of your `map` and `filter` blocks, which run
// on the thread that sends each value.
// @unchecked: its stored properties are `let`s (the source and your composed map/filter blocks, run
// on each thread that sends, one event at a time per subscription): as `Signal`'s reason (C6.9).
extension FusedSignal: @unchecked Sendable {}

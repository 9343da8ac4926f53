// Chapter 8, challenge 4: the reference solution, cancelling an execution so that `executing` hears the end.
/// Wraps a command's signal block so that `cancel()` ends every running execution: `takeUntil`
/// completes the work, so the execution's replay subject hears an ending and `executing` goes
/// back to `false`. (Disposing `connect()`'s disposable would stop the work silently: the replay
/// subject never hears an ending, and `executing` stays `true` for good.)
public final class Cancellation {
    private let cancels = Subject<Void>()

    public init() {}

    /// `block`, with each execution's work ending when `cancel()` is called.
    public func wrap<Input, Output>(_ block: @escaping (Input) -> Signal<Output>) -> (Input) -> Signal<Output> {
        { [cancels] input in block(input).takeUntil(cancels) }
    }

    public func cancel() {
        cancels.sendNext(())
    }
}

// Chapter 8, challenge 1: the reference solution, a signal of refused attempts, ReactiveSwift's `disabledErrors`.
extension Command {
    /// Executes, and sends `()` on `refusals`, at once, if the command refused the attempt.
    ///
    /// At once rather than through the scheduler: the refusal is the caller's own event, decided in
    /// `execute`'s guard, and the caller may want to react to it before the next turn.
    @discardableResult
    public func execute(_ input: Input, reportingRefusalTo refusals: Subject<Void>) -> Signal<Output> {
        let result = execute(input)
        var refused = false
        // A refusal fails synchronously; a real execution's result is not waited for.
        let probe = result.subscribeError { error in
            if case CommandError.notEnabled = error { refused = true }
        }
        probe.dispose()
        if refused { refusals.sendNext(()) }
        return result
    }
}

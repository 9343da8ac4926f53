// Challenge 3.5's reference solution: one run of a cold request, shared through a subject.
/// Shares one run of `request`: subscribe to `signal` as often as you like, then call `start()`,
/// which subscribes the subject to the request, once.
///
/// A `ReplaySubject` is what makes a screen that subscribes after the answer still get it; with a
/// plain `Subject` it would get nothing (pass `replaying: false` to see it). Chapter 7's
/// `replay()` is this, in one word.
public struct Splitter<Value> {
    public let signal: Signal<Value>
    private let subject: Subject<Value>
    private let request: Signal<Value>

    public init(_ request: Signal<Value>, replaying: Bool = true) {
        let subject: Subject<Value> = replaying ? ReplaySubject() : Subject()
        self.subject = subject
        self.request = request
        signal = subject
    }

    /// Runs the request, once per call: call it once.
    @discardableResult
    public func start() -> Disposable {
        request.subscribe(subject)
    }
}

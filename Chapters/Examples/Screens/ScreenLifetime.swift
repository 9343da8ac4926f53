import RAC

/// When a screen goes away, as a signal: what `rac_willDeallocSignal` (or a signal for
/// `viewDidDisappear:`) is to a view controller.
///
/// `end()` sends one value and completes. The signal replays both, so a subscriber that arrives
/// after the end (a countdown that starts when a late server answer comes in) hears it at once:
/// `takeUntil(lifetime.ended)` never outlives the screen.
public final class ScreenLifetime {
    private let subject = ReplaySubject<Void>(capacity: 1)
    private var hasEnded = false

    public init() {}

    /// Sends `()` and completes when the screen goes away; replayed to later subscribers.
    public var ended: Signal<Void> { subject }

    /// The screen goes away (the user leaves it, or it is released). Only the first call counts.
    public func end() {
        guard !hasEnded else { return }
        hasEnded = true
        subject.sendNext(())
        subject.sendCompleted()
    }

    deinit {
        end()
    }
}

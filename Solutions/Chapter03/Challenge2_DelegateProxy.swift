// Challenge 3.2's reference solution: a delegate replaced by a signal.
/// A control that reports picks to a weak delegate, as UIKit's controls do.
public final class Picker {
    public weak var delegate: PickerDelegate?

    public init() {}

    /// What a tap on row `index` does.
    public func pick(_ index: Int) {
        delegate?.picker(self, didPick: index)
    }
}

public protocol PickerDelegate: AnyObject {
    func picker(_ picker: Picker, didPick index: Int)
}

/// Forwards every pick into a subject, handed out as a plain `Signal` so nobody else can send.
///
/// The picker holds its delegate weakly: whoever uses `picks` must keep the proxy alive.
public final class PickerDelegateProxy: PickerDelegate {
    private let subject = Subject<Int>()

    public init() {}

    public var picks: Signal<Int> { subject }

    public func picker(_ picker: Picker, didPick index: Int) {
        subject.sendNext(index)
    }
}

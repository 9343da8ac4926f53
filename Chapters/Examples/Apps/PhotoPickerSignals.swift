import RAC

/// Seed 001, recipe 五: replacing a delegate with signals.
///
/// A delegate spreads one conversation over several methods, far from the code that started it.
/// This small object is the delegate, and it does one thing: it forwards each callback into a
/// `Subject`, so whoever wants the answers subscribes to `picks` and `cancels` and handles them
/// in one place (what `rac_signalForSelector:fromProtocol:` does with the Objective-C runtime).
///
/// The picker holds its delegate weakly, so the screen keeps this object; when it goes, both
/// signals complete.
public final class PhotoPickerSignals: PhotoPickerDelegate {
    private let picked = Subject<String>()
    private let cancelled = Subject<Void>()

    public init() {}

    /// The name of each photo picked, one value per `photoPicker(_:didPick:)`.
    public var picks: Signal<String> { picked }
    /// One value per `photoPickerDidCancel(_:)`.
    public var cancels: Signal<Void> { cancelled }

    public func photoPicker(_ picker: PhotoPicker, didPick name: String) {
        picked.sendNext(name)
    }

    public func photoPickerDidCancel(_ picker: PhotoPicker) {
        cancelled.sendNext(())
    }

    deinit {
        picked.sendCompleted()
        cancelled.sendCompleted()
    }
}

import RAC

/// What a `PhotoPicker` tells its delegate: UIKit's delegate style (think
/// `UIImagePickerControllerDelegate`), one method per callback.
public protocol PhotoPickerDelegate: AnyObject {
    /// The user chose the photo called `name`; the picker has closed.
    func photoPicker(_ picker: PhotoPicker, didPick name: String)
    /// The user closed the picker without choosing.
    func photoPickerDidCancel(_ picker: PhotoPicker)
}

/// A headless photo picker: shown over the screen until the user picks a photo or cancels, then
/// closed, with the delegate told which. Like UIKit's, it holds its delegate **weakly**: whoever
/// sets the delegate must keep it alive.
public final class PhotoPicker {
    /// Whether the picker is on screen. `$isPresented` is a signal of it (current value first).
    @Observed public private(set) var isPresented = false
    /// Told about each pick and cancel. Weak, as in UIKit.
    public weak var delegate: PhotoPickerDelegate?

    public init() {}

    /// Shows the picker (the screen calls this when its button is tapped).
    public func present() {
        isPresented = true
    }

    /// Simulates the user choosing `name`: the picker closes and tells its delegate. Ignored
    /// while the picker is not shown.
    public func pick(_ name: String) {
        guard isPresented else { return }
        isPresented = false
        delegate?.photoPicker(self, didPick: name)
    }

    /// Simulates the user closing the picker without choosing. Ignored while it is not shown.
    public func cancel() {
        guard isPresented else { return }
        isPresented = false
        delegate?.photoPickerDidCancel(self)
    }
}

extension PhotoPicker: CustomStringConvertible {
    /// `shown` or `hidden`.
    public var description: String { isPresented ? "shown" : "hidden" }
}

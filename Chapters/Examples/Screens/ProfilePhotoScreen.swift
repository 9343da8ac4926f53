import RAC

/// The profile-photo screen: a "Change photo" button presents the picker; the picker's delegate
/// is a `PhotoPickerSignals`, whose signals feed the view model; the view model's outputs are
/// bound to the labels.
public final class ProfilePhotoScreen {
    public let changePhotoButton = Button(title: "Change photo")
    public let picker = PhotoPicker()
    /// The photo's name, or "(none)".
    public let photoLabel = Label(text: "(none)")
    public let statusLabel = Label()
    public let viewModel: ProfilePhotoViewModel

    /// The picker's delegate. The picker holds it weakly, so the screen keeps it.
    private let pickerSignals: PhotoPickerSignals
    private let bindings = CompoundDisposable()

    public init() {
        let pickerSignals = PhotoPickerSignals()
        self.pickerSignals = pickerSignals
        picker.delegate = pickerSignals
        viewModel = ProfilePhotoViewModel(picks: pickerSignals.picks, cancels: pickerSignals.cancels)

        // Showing the picker is the view's job: a tap presents it.
        bindings.add(changePhotoButton.signal(for: .touchUpInside).subscribeNext { [weak picker] _ in
            picker?.present()
        })
        bindings.add(viewModel.$photo.map { $0 ?? "(none)" }.setKeyPath(\.text, on: photoLabel))
        bindings.add(viewModel.$statusText.setKeyPath(\.text, on: statusLabel))
    }

    deinit {
        bindings.dispose()
    }
}

import RAC

/// Seed 001, recipe 五: a profile photo chosen in a picker, whose delegate callbacks arrive as
/// signals (`PhotoPickerSignals`).
///
/// The view model never sees the picker or its delegate: it is given the two signals, and turns
/// them into its outputs, `photo` and `statusText`, in one place. A pick replaces the photo; a
/// cancel keeps it and says so.
public final class ProfilePhotoViewModel {
    /// The profile photo's name; `nil` until one is picked.
    @Observed public private(set) var photo: String?
    /// "New photo: NAME" after a pick, "Kept the current photo" after a cancel.
    @Observed public private(set) var statusText = ""
    /// How many delegate callbacks reached the view model, picks and cancels together.
    public private(set) var callbackCount = 0

    private let bindings = CompoundDisposable()

    /// A view model following `picks` (photo names) and `cancels`.
    public init(picks: Signal<String>, cancels: Signal<Void>) {
        bindings.add(picks.subscribeNext { [weak self] name in
            guard let self else { return }
            self.callbackCount += 1
            self.photo = name
            self.statusText = "New photo: \(name)"
        })
        bindings.add(cancels.subscribeNext { [weak self] in
            guard let self else { return }
            self.callbackCount += 1
            self.statusText = "Kept the current photo"
        })
    }

    deinit {
        bindings.dispose()
    }
}

import Foundation
import RAC

extension ExampleScenario {
    /// Seed 001 五: a photo picker's delegate callbacks, forwarded into subjects, drive a view
    /// model: a cancel keeps the photo, each pick replaces it.
    public static let delegate = ExampleScenario(
        name: "delegate",
        description: "Replacing a delegate: a picker's callbacks forwarded into subjects, used by the view model as signals",
        duration: 7
    ) { recorder in
        let screen = ProfilePhotoScreen()
        recorder.retain(screen)
        let picker = screen.picker

        let facts = DelegateFacts()
        screen.viewModel.$photo.skip(1).subscribeNext { _ in facts.picks += 1 }

        recorder.show {
            [
                "picker: \(picker)",
                "photo: \(screen.photoLabel)",
                "status: \(screen.statusLabel)",
            ]
        }

        recorder.at(1) { describeTap(screen.changePhotoButton) }
        recorder.at(2) {
            picker.cancel()
            return "cancel the picker"
        }
        recorder.at(3) { describeTap(screen.changePhotoButton) }
        recorder.at(4) {
            picker.pick("beach.jpg")
            return "choose \"beach.jpg\""
        }
        recorder.at(5) { describeTap(screen.changePhotoButton) }
        recorder.at(6) {
            picker.pick("sunset.jpg")
            return "choose \"sunset.jpg\""
        }

        return {
            let cancels = screen.viewModel.callbackCount - facts.picks
            return "delegate: \(screen.viewModel.callbackCount) callbacks (\(facts.picks) picks, \(cancels) cancel\(cancels == 1 ? "" : "s")) reached the view model as signal values; photo \(screen.viewModel.photo ?? "none")"
        }
    }
}

/// What the delegate run noticed, for its summary.
private final class DelegateFacts {
    var picks = 0
}

import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

@Suite("Replacing a delegate (seed 001 五)")
struct DelegateTests {
    @Test func eachCallbackBecomesAValueOnItsSignal() {
        let picker = PhotoPicker()
        let signals = PhotoPickerSignals()
        let log = EventLog()
        signals.picks.subscribeNext { log.append("pick \($0)") }
        signals.cancels.subscribeNext { log.append("cancel") }
        signals.photoPicker(picker, didPick: "a.jpg")
        signals.photoPickerDidCancel(picker)
        signals.photoPicker(picker, didPick: "b.jpg")
        #expect(log.entries == ["pick a.jpg", "cancel", "pick b.jpg"])
    }

    @Test func theSignalsCompleteWhenTheDelegateObjectGoes() {
        let log = EventLog()
        do {
            let signals = PhotoPickerSignals()
            signals.picks.subscribeNext({ _ in }, completed: { log.append("picks completed") })
            signals.cancels.subscribeNext({ _ in }, completed: { log.append("cancels completed") })
        }
        #expect(log.entries == ["picks completed", "cancels completed"])
    }

    @Test func thePickerHoldsItsDelegateWeakly() {
        let picker = PhotoPicker()
        do {
            let signals = PhotoPickerSignals()
            picker.delegate = signals
            #expect(picker.delegate != nil)
        }
        #expect(picker.delegate == nil)  // whoever sets the delegate must keep it: the screen does
    }

    @Test func thePickerTellsItsDelegateOnlyWhileShown() {
        let picker = PhotoPicker()
        let signals = PhotoPickerSignals()
        picker.delegate = signals
        let log = EventLog()
        signals.picks.subscribeNext { log.append("pick \($0)") }
        signals.cancels.subscribeNext { log.append("cancel") }
        picker.pick("ignored.jpg")
        picker.present()
        picker.cancel()
        picker.cancel()  // already closed
        picker.present()
        picker.pick("a.jpg")
        #expect(log.entries == ["cancel", "pick a.jpg"])
        #expect(!picker.isPresented)
    }

    @Test func theViewModelTurnsPicksAndCancelsIntoItsOutputs() {
        let picks = Subject<String>()
        let cancels = Subject<Void>()
        let viewModel = ProfilePhotoViewModel(picks: picks, cancels: cancels)
        let status = EventLog()
        viewModel.$statusText.subscribeNext { status.next($0) }
        cancels.sendNext(())
        #expect(viewModel.photo == nil)
        picks.sendNext("a.jpg")
        #expect(viewModel.photo == "a.jpg")
        cancels.sendNext(())
        #expect(viewModel.photo == "a.jpg")  // a cancel keeps the photo
        #expect(viewModel.callbackCount == 3)
        #expect(status.entries == ["next()", "next(Kept the current photo)", "next(New photo: a.jpg)", "next(Kept the current photo)"])
    }

    @Test func theScreenWiresPickerDelegateViewModelAndLabels() {
        let screen = ProfilePhotoScreen()
        #expect(screen.photoLabel.text == "(none)")
        screen.changePhotoButton.tap()
        #expect(screen.picker.isPresented)
        screen.picker.pick("beach.jpg")
        #expect(!screen.picker.isPresented)
        #expect(screen.photoLabel.text == "beach.jpg")
        #expect(screen.statusLabel.text == "New photo: beach.jpg")
        screen.changePhotoButton.tap()
        screen.picker.cancel()
        #expect(screen.photoLabel.text == "beach.jpg")
        #expect(screen.statusLabel.text == "Kept the current photo")
    }
}

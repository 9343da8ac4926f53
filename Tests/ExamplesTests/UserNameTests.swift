import RAC
import Testing
import TestSupport
@testable import Examples

/// Seed 001 二 rebuilt with a channel (`UserNameScreen`): typed or set from code, the user name
/// looks the same to the screen, and nothing bounces back (Docs/Contracts.md C11.4, C11.9).
@Suite("User name (seed 001 二, with a channel)")
struct UserNameTests {
    /// The screen on virtual time, and a log of the field's programmatic sets (after the first
    /// value), which is where an echo of typing would show.
    private func makeScreen(_ model: UserNameViewModel) -> (UserNameScreen, TestScheduler, EventLog) {
        let scheduler = TestScheduler()
        let screen = UserNameScreen(viewModel: model, scheduler: scheduler)
        let fieldSets = EventLog()
        screen.field.textObservation.skip(1).subscribeNext { fieldSets.next($0) }
        return (screen, scheduler, fieldSets)
    }

    @Test func theFieldStartsFromTheModel() {
        let model = UserNameViewModel()
        model.userName = "preset"
        let (screen, _, fieldSets) = makeScreen(model)
        #expect(screen.field.text == "preset")
        #expect(screen.validityLabel.text == "valid")
        #expect(fieldSets.entries == [])
        #expect(model.userName == "preset")
    }

    @Test func typingReachesTheModelAndIsNotSentBack() {
        let model = UserNameViewModel()
        let (screen, scheduler, fieldSets) = makeScreen(model)
        #expect(screen.validityLabel.text == "enter a user name")
        screen.field.type("ann")
        #expect(model.userName == "ann")
        scheduler.stepAll()
        #expect(screen.field.text == "ann")
        #expect(screen.validityLabel.text == "valid")
        #expect(fieldSets.entries == [], "the model sent the typed text back into the field")
        #expect(scheduler.queuedCount == 0)
    }

    @Test func codeReachesTheFieldOnTheNextTurn() {
        let model = UserNameViewModel()
        let (screen, scheduler, fieldSets) = makeScreen(model)
        model.fillExample()
        #expect(screen.field.text == "")
        scheduler.stepAll()
        #expect(screen.field.text == "this is a example")
        #expect(screen.validityLabel.text == "valid")
        model.clear()
        scheduler.stepAll()
        #expect(screen.field.text == "")
        #expect(screen.validityLabel.text == "enter a user name")
        #expect(fieldSets.entries == ["next(this is a example)", "next()"])
    }

    @Test func typingAfterCodeContinuesFromWhatCodeSet() {
        let model = UserNameViewModel()
        let (screen, scheduler, _) = makeScreen(model)
        model.fillExample()
        scheduler.stepAll()
        screen.field.deleteBackward(8)
        #expect(model.userName == "this is a")
        screen.field.type("n example")
        #expect(model.userName == "this is an example")
    }

    /// Each line is the state at the end of its instant; the summary counts what went into the
    /// field: code's two changes, and no typing.
    @Test func transcript() {
        #expect(ExampleScenario.userName.transcript() == #"""
        t=  0.0s  open screen                       field: "" · model: "" · label: enter a user name
        t=  1.0s  user types "ann"                  field: "ann" · model: "ann" · label: valid
        t=  2.0s  code sets the name                field: "this is a example" · model: "this is a example" · label: valid
        t=  3.0s  user deletes 8 characters         field: "this is a" · model: "this is a" · label: valid
        t=  4.0s  code clears the name              field: "" · model: "" · label: enter a user name
        t=  5.0s  user types "bo"                   field: "bo" · model: "bo" · label: valid
        user-name: 5 model changes, 2 sent into the field (code's), none echoed; ends "bo", valid
        """# + "\n")
    }
}

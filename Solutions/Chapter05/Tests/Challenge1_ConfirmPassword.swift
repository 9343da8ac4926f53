import Testing
import TestSupport
import Chapter05_CombineLatest

@Suite("Challenge 1: confirm the password")
struct ConfirmPasswordChallengeTests {
    @Test("Challenge 1: enabled only when both fields are filled and the confirmation equals the password")
    func enabledRule() {
        let log = EventLog()
        let form = SignUpForm()
        log.record(form.signUpEnabled)
        form.username = "ana"
        form.password = "secret"
        form.confirmation = "secre"
        form.confirmation = "secret"
        form.password = "secret2"
        #expect(log.entries == ["next(false)", "next(false)", "next(false)", "next(false)", "next(true)", "next(false)"])
    }

    @Test("Challenge 1: an empty password confirmed by an empty confirmation is not enough")
    func emptyIsNotValid() {
        let log = EventLog()
        let form = SignUpForm()
        form.username = "ana"
        log.record(form.signUpEnabled)
        #expect(log.entries == ["next(false)"])
    }
}

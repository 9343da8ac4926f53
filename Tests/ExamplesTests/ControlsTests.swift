import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

@Suite("Controls")
struct ControlsTests {
    // MARK: Button

    @Test func buttonTitleFallsBackToNormalWhenDisabled() {
        let button = Button(title: "Send code")
        #expect(button.currentTitle == "Send code")
        button.isEnabled = false
        #expect(button.currentTitle == "Send code")  // no disabled title: UIKit falls back
        button.setTitle("Wait (59s)", for: .disabled)
        #expect(button.currentTitle == "Wait (59s)")
        #expect(button.title(for: .normal) == "Send code")
        button.isEnabled = true
        #expect(button.currentTitle == "Send code")
        #expect(button.description == "enabled \"Send code\"")
        button.setTitle(nil, for: .disabled)
        #expect(button.title(for: .disabled) == "Send code")
    }

    @Test func signalForControlEventsSendsTheButtonOnMatchingEvents() {
        let button = Button(title: "OK")
        let log = EventLog()
        button.signal(for: .touchUpInside).subscribeNext { log.next($0 === button) }
        button.signal(for: .touchDown).subscribeNext { _ in log.append("down") }
        button.signal(for: .editingChanged).subscribeNext { _ in log.append("editing") }
        #expect(button.tap())
        #expect(log.entries == ["down", "next(true)"])
    }

    @Test func aDisabledButtonIgnoresTaps() {
        let button = Button(title: "OK", isEnabled: false)
        let log = EventLog()
        button.signal(for: .allEvents).subscribeNext { _ in log.append("event") }
        #expect(!button.tap())
        #expect(log.entries.isEmpty)
        button.isEnabled = true
        #expect(button.tap())
        #expect(log.entries == ["event", "event"])
    }

    @Test func signalForControlEventsCompletesWhenTheButtonIsReleased() {
        let log = EventLog()
        weak var weakButton: Button?
        do {
            let button = Button()
            weakButton = button
            button.signal(for: .touchUpInside).subscribeNext({ _ in log.append("tap") }, completed: { log.completed() })
            button.tap()
        }
        #expect(weakButton == nil)
        #expect(log.entries == ["tap", "completed"])
    }

    @Test func commandBindingDrivesIsEnabledAndTapsExecuteWithTheButton() {
        let scheduler = TestScheduler()
        let button = Button(title: "Go")
        let enabled = Subject<Bool>()
        let inputs = EventLog()
        let command = Command<Button, Int>(enabled: enabled, scheduler: scheduler) { input in
            inputs.next(input === button)
            return .return(1)
        }
        button.command = command
        #expect(button.isEnabled)  // RAC: enabled is YES until the input says otherwise
        enabled.sendNext(false)
        #expect(button.isEnabled)  // later changes arrive through the scheduler
        scheduler.advance(by: 0)
        #expect(!button.isEnabled)
        #expect(!button.tap())
        #expect(inputs.entries.isEmpty)

        enabled.sendNext(true)
        scheduler.advance(by: 0)
        #expect(button.isEnabled)
        #expect(button.tap())
        #expect(inputs.entries == ["next(true)"])
        scheduler.advance(by: 0)
        #expect(button.isEnabled)  // the execution finished within the instant
        #expect(button.command === command)
    }

    @Test func replacingTheCommandRebindsIsEnabled() {
        let scheduler = TestScheduler()
        let button = Button()
        let first = Subject<Bool>()
        let second = Subject<Bool>()
        button.command = Command<Button, Void>(enabled: first, scheduler: scheduler) { _ in .empty() }
        button.command = Command<Button, Void>(enabled: second, scheduler: scheduler) { _ in .empty() }
        first.sendNext(false)
        scheduler.advance(by: 0)
        #expect(button.isEnabled)  // the first command no longer drives the button
        second.sendNext(false)
        scheduler.advance(by: 0)
        #expect(!button.isEnabled)
        button.command = nil
        second.sendNext(true)
        scheduler.advance(by: 0)
        #expect(!button.isEnabled)  // unbound: stays as it was
    }

    @Test func theButtonKeepsItsCommandAlive() {
        let button = Button()
        weak var weakCommand: Command<Button, Void>?
        do {
            let command = Command<Button, Void>(scheduler: TestScheduler()) { _ in .empty() }
            weakCommand = command
            button.command = command
        }
        #expect(weakCommand != nil)
        button.command = nil
        #expect(weakCommand == nil)
    }

    // MARK: TextField — the quirk of seed 001 recipe 二 (Docs/Sources.md)

    @Test func typingSendsOnTextSignalPerCharacter() {
        let field = TextField()
        let log = EventLog()
        field.textSignal.subscribeNext { log.next($0) }
        field.type("ab")
        field.deleteBackward()
        #expect(log.entries == ["next()", "next(a)", "next(ab)", "next(a)"])
        #expect(field.text == "a")
    }

    @Test func settingTextInCodeDoesNotSendOnTextSignal() {
        let field = TextField()
        let log = EventLog()
        field.textSignal.subscribeNext { log.next($0) }
        field.text = "this is a example"
        #expect(log.entries == ["next()"])  // only the value at subscription
        #expect(field.text == "this is a example")
    }

    @Test func theObservationSeesCodeButNotTyping() {
        let field = TextField(text: "x")
        let log = EventLog()
        field.textObservation.subscribeNext { log.next($0) }
        field.type("y")
        field.text = "z"
        #expect(log.entries == ["next(x)", "next(z)"])
    }

    @Test func mergingTextSignalWithTheObservationSeesBoth() {
        let field = TextField()
        let log = EventLog()
        Signal.merge([field.textSignal, field.textObservation])
            .map { !$0.isEmpty }
            .subscribeNext { log.next($0) }
        field.text = "alice"  // code
        field.text = ""
        field.type("b")  // user
        #expect(log.entries == ["next(false)", "next(false)", "next(true)", "next(false)", "next(true)"])
    }

    @Test func textSignalsCompleteWhenTheFieldIsReleased() {
        let log = EventLog()
        weak var weakField: TextField?
        do {
            let field = TextField(text: "a")
            weakField = field
            field.textSignal.subscribeCompleted { log.append("text completed") }
            field.textObservation.subscribeCompleted { log.append("observation completed") }
        }
        #expect(weakField == nil)
        #expect(Set(log.entries) == ["text completed", "observation completed"])
    }

    @Test func aDisabledFieldIgnoresTyping() {
        let field = TextField(text: "1", isEnabled: false)
        field.type("2")
        field.deleteBackward()
        #expect(field.text == "1")
    }

    // MARK: Label and BadgeDot

    @Test func labelAndBadgeDotAreObservable() {
        let label = Label()
        let dot = BadgeDot()
        let log = EventLog()
        label.$text.subscribeNext { log.append("label \($0)") }
        dot.$isHidden.subscribeNext { log.append("hidden \($0)") }
        label.text = "hi"
        dot.isHidden = false
        #expect(log.entries == ["label ", "hidden true", "label hi", "hidden false"])
        #expect(label.description == "\"hi\"")
        #expect(dot.description == "●")
    }
}

import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter05_CombineLatest
#endif

// The seeds' recipes for combining signals, retold with small stand-ins for the UIKit pieces:
// an `@Observed` property plays `RACObserve(self, key)`, a `Subject` plays what the user types.

/// Seed 000's login (Docs/Sources.md) form: two fields, and a button enabled while both are filled.
private final class LoginForm {
    @Observed var username = ""
    @Observed var password = ""

    /// The seed's `validateLoginInputs`: `+combineLatest:reduce:` of the two fields.
    func validateLoginInputs() -> Signal<Bool> {
        Signal.combineLatest($username, $password).reduceEach { username, password in
            !username.isEmpty && !password.isEmpty
        }
    }

    /// The same rule as two Boolean signals joined by `and()`, the way `RACCommand` combines
    /// its `enabled` inputs (seed 000's reading of `immediateEnabled`).
    func bothFieldsValid() -> Signal<Bool> {
        Signal.combineLatest($username.map { !$0.isEmpty }, $password.map { !$0.isEmpty }).and()
    }
}

/// Seed 001 一: a phone field and a "send code" button, with the countdown as a plain flag.
private final class SendCodeForm {
    @Observed var phone = ""
    /// Set while the 60 s countdown runs (chapter 8's `Command` will own this).
    @Observed var isCountingDown = false

    /// Enabled for an 11-digit number, and only while no countdown runs.
    var sendCodeEnabled: Signal<Bool> {
        let validPhone = $phone.map { phone in phone.count == 11 && phone.allSatisfy(\.isNumber) }
        return Signal.combineLatest(validPhone, $isCountingDown.not()).and()
    }
}

/// Seed 001 二: a text field whose text changes two ways that two different signals report.
private final class TextFieldStandIn {
    /// What the user types (RAC's `rac_textSignal`): setting `text` from code does not send here.
    let typing = Subject<String>()
    /// The text as code sets it (RAC's `RACObserve(field, text)`): typing does not send here.
    @Observed var text = ""
}

/// Seed 001 三: three unread counts, each with its own dot, and the tab bar's dot.
private final class Badges {
    @Observed var myMessageCount = 0
    @Observed var systemMessageCount = 0
    @Observed var groupMessageCount = 0

    /// The seed's `helloCircleSignal`: the tab dot is hidden only when all three counts are 0.
    var tabDotIsHidden: Signal<Bool> {
        Signal.combineLatest($myMessageCount, $systemMessageCount, $groupMessageCount)
            .reduceEach { myMessage, systemMessage, groupMessage in
                myMessage == 0 && systemMessage == 0 && groupMessage == 0
            }
    }
}

@Suite("The seeds' recipes")
struct RecipesTests {
    // Seed 000: validateLoginInputs.
    @Test("Exercise 5.1: The login button is enabled only while both fields are filled")
    func loginButton() {
        let log = EventLog()
        let form = LoginForm()
        form.validateLoginInputs().subscribeNext { log.append("enabled: \($0)") }
        form.username = "ada"
        form.password = "secret"
        form.username = ""
        #expect(log.entries == ["enabled: false", "enabled: false", "enabled: true", "enabled: false"])
    }

    @Test("Exercise 5.5: combineLatest then and() gives the same button state as combineLatest then reduceEach")
    func loginButtonWithAnd() {
        let log = EventLog()
        let form = LoginForm()
        form.validateLoginInputs().subscribeNext { log.append("reduce: \($0)") }
        form.bothFieldsValid().subscribeNext { log.append("and: \($0)") }
        form.password = "secret"
        form.username = "ada"
        #expect(log.entries == [
            "reduce: false", "and: false",
            "reduce: false", "and: false",
            "reduce: true", "and: true",
        ])
    }

    // Seed 001 一: the send-code button.
    @Test("Exercise 5.5: The send-code button is enabled for an 11-digit number, and not while the countdown runs")
    func sendCodeButton() {
        let log = EventLog()
        let form = SendCodeForm()
        form.sendCodeEnabled.distinctUntilChanged().subscribeNext { log.append("enabled: \($0)") }
        form.phone = "1380013800"
        form.phone = "13800138000"
        form.isCountingDown = true
        form.phone = "13900139000"
        form.isCountingDown = false
        #expect(log.entries == ["enabled: false", "enabled: true", "enabled: false", "enabled: true"])
    }

    // Seed 001 二: merge of typing and programmatic assignment.
    @Test("Exercise 5.3: A field's validity follows both typing and text set from code when the two sources are merged")
    func textFieldMerge() {
        let log = EventLog()
        let field = TextFieldStandIn()
        field.typing.map { !$0.isEmpty }.subscribeNext { log.append("typing only: \($0)") }
        Signal.merge([field.typing, field.$text]).map { !$0.isEmpty }.subscribeNext { log.append("merged: \($0)") }
        field.typing.sendNext("a")
        field.text = ""
        field.text = "bob"
        #expect(log.entries == [
            "merged: false",
            "typing only: true", "merged: true",
            "merged: false",
            "merged: true",
        ])
    }

    // Seed 001 三: the tab-bar dot.
    @Test("Exercise 5.1: The tab-bar dot is hidden only when all three unread counts are zero")
    func tabBarDot() {
        let log = EventLog()
        let badges = Badges()
        badges.tabDotIsHidden.subscribeNext { log.append("hidden: \($0)") }
        badges.myMessageCount += 2
        badges.groupMessageCount += 5
        badges.myMessageCount = 0
        badges.systemMessageCount += 1
        badges.groupMessageCount = 0
        badges.systemMessageCount = 0
        #expect(log.entries == [
            "hidden: true",
            "hidden: false", "hidden: false", "hidden: false", "hidden: false", "hidden: false",
            "hidden: true",
        ])
    }

    @Test("Exercise 5.1: The tab-bar dot's signal completes once the object holding the three counts is released")
    func tabBarDotCompletes() {
        let log = EventLog()
        weak var released: Badges?
        do {
            let badges = Badges()
            released = badges
            badges.tabDotIsHidden.subscribeNext({ log.append("hidden: \($0)") }, completed: { log.completed() })
            badges.groupMessageCount = 3
        }
        #expect(released == nil)
        #expect(log.entries == ["hidden: true", "hidden: false", "completed"])
    }
}

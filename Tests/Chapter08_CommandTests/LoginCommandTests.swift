import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// Seed 000, 《RACCommand使用总结》 (Docs/Sources.md), retold on virtual time: a login view model
/// whose command runs for 5 seconds, `executing` driving a spinner, the results on
/// `executionSignals`, the failures on `errors`, and the button enabled only while both fields are
/// filled. In the seed the answer comes from `dispatch_after` on the main queue; here from the test
/// scheduler, which is also the command's scheduler.
@Suite("The seed's login command")
struct LoginCommandTests {
    enum LoginError: Error, CustomStringConvertible {
        case wrongPassword
        var description: String { "wrong password" }
    }

    /// The seed's `ViewModel`: the two fields, the validation, and the login command.
    final class ViewModel: @unchecked Sendable {
        // @unchecked: a stand-in for app code, used only on the test's thread, which steps the
        // test scheduler (the test's scheduled blocks are `@Sendable`, so they need this promise).
        @Observed var username = ""
        @Observed var password = ""
        private(set) var loginCommand: Command<Void, String>!
        private let scheduler: TestScheduler

        init(scheduler: TestScheduler) {
            self.scheduler = scheduler
            // The seed captures `self` weakly (`@weakify(self)`): the view model owns the command.
            loginCommand = Command(enabled: validateLoginInputs(), scheduler: scheduler) { [weak self] _ in
                guard let self else { return .empty() }
                return self.login(username: self.username, password: self.password)
            }
        }

        /// The seed's `validateLoginInputs`: both fields non-empty.
        func validateLoginInputs() -> Signal<Bool> {
            Signal.combineLatest($username, $password).reduceEach { username, password in
                !username.isEmpty && !password.isEmpty
            }
        }

        /// The seed's `loginWithUsername:password:`: the server answers 5 s later. The seed also
        /// wraps it in `publish`/`autoconnect`; `execute` already shares one run of it.
        func login(username: String, password: String) -> Signal<String> {
            let scheduler = self.scheduler
            return Signal.createSignal { subscriber -> Disposable? in
                scheduler.afterDelay(5) {
                    if password == "secret" {
                        subscriber.sendNext(username)
                        subscriber.sendCompleted()
                    } else {
                        subscriber.sendError(LoginError.wrongPassword)
                    }
                }
            }
        }
    }

    @Test("Exercise 8.7: Seed 000: the button waits for both fields; each login spins for 5 s, then shows its result or its error, and enables the button again")
    func loginViewModel() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let viewModel = ViewModel(scheduler: scheduler)

        // The seed's view controller: `button.rac_command`, the spinner, the result, the errors.
        let button = CommandButton(log: log, title: "Log in", command: viewModel.loginCommand)
        viewModel.loginCommand.executing.subscribeNext { log.append("spinner: \($0 ? "on" : "off")") }
        viewModel.loginCommand.executionSignals.flatten().subscribeNext { log.append("result: welcome, \($0)") }
        viewModel.loginCommand.errors.subscribeNext { log.append("error: \($0)") }

        scheduler.atTime(1) { viewModel.username = "ada" }
        scheduler.atTime(2) { viewModel.password = "wrong" }
        scheduler.atTime(3) { button.tap() }
        scheduler.atTime(4) { button.tap() }
        scheduler.atTime(9) { viewModel.password = "secret" }
        scheduler.atTime(10) { button.tap() }
        scheduler.atTime(16) { viewModel.username = "" }
        scheduler.run()

        #expect(log.entries == [
            "t=0 button enabled: false", "t=0 spinner: off",
            "t=2 button enabled: true",
            "t=3 tap", "t=3 spinner: on", "t=3 button enabled: false",
            "t=4 tap ignored: disabled",
            "t=8 error: wrong password", "t=8 spinner: off", "t=8 button enabled: true",
            "t=10 tap", "t=10 spinner: on", "t=10 button enabled: false",
            "t=15 result: welcome, ada", "t=15 spinner: off", "t=15 button enabled: true",
            "t=16 button enabled: false",
        ])
    }

    // Docs/Contracts.md C9.2 (ReactiveObjC #84): subscribe once, not inside the action.
    @Test("Exercise 8.5: Subscribing to errors inside the action adds one more subscriber per tap: the third failure is logged three times")
    func subscribingPerTapPilesUp() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let command = Command<Void, Int>(scheduler: scheduler) { _ in .error(LoginError.wrongPassword) }
        let taps = Counter()  // scheduled blocks are `@Sendable`: no captured `var`
        for time in [1.0, 2.0, 3.0] {
            scheduler.atTime(time) {
                let tap = taps.increment()
                command.errors.subscribeNext { _ in log.append("handler of tap \(tap)") }
                command.execute(())
            }
        }
        scheduler.run()
        #expect(log.entries == [
            "t=1 handler of tap 1",
            "t=2 handler of tap 1", "t=2 handler of tap 2",
            "t=3 handler of tap 1", "t=3 handler of tap 2", "t=3 handler of tap 3",
        ])
    }
}

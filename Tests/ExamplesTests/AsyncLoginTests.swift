import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

/// The login view model on an `async` service, through `Command(work:)`: virtual time drives the
/// service's `sleep(for:)`, and `await scheduler.advance` lets its task run between blocks.
@Suite("Login with an async service (Command(work:))")
struct AsyncLoginTests {
    let scheduler = TestScheduler()

    func makeViewModel(outcomes: [LoginService.Outcome] = [.accept]) -> (AsyncLoginViewModel, AsyncLoginService) {
        let service = AsyncLoginService(scheduler: scheduler, latency: 5, outcomes: outcomes)
        return (AsyncLoginViewModel(service: service, scheduler: scheduler), service)
    }

    func advance(toSecond seconds: TimeInterval) async {
        await scheduler.advance(to: TestScheduler.startDate.addingTimeInterval(seconds))
    }

    /// Runs the blocks due now (the execution's subscription, which starts the login task), then
    /// waits, bounded, until that task has asked the service and queued its `sleep(for:)`: only
    /// then may virtual time move on. (`await advance` gives tasks turns between blocks, but on a
    /// busy machine a new task may not get a thread in time; this test does not leave that to chance.)
    func startLogin(attempt: Int, _ service: AsyncLoginService) async {
        let scheduler = self.scheduler
        await scheduler.advance(by: 0)
        let asked = await eventually { service.attempts.count == attempt && scheduler.queuedCount > 0 }
        #expect(asked, "the login task did not ask the service and queue its sleep")
    }

    @Test("A wrong password, then accepted: 5 s of spinner each, the error label, then welcome")
    func wrongPasswordThenAccepted() async {
        let (viewModel, service) = makeViewModel(outcomes: [.reject(.wrongPassword), .accept])
        let spinning = EventLog()
        record(viewModel.$isSpinning, on: scheduler, into: spinning)
        viewModel.username = "alice"
        viewModel.password = "nope"
        await advance(toSecond: 1)
        #expect(viewModel.isLoginEnabled)
        #expect(viewModel.logIn())
        await startLogin(attempt: 1, service)
        await advance(toSecond: 5.999)
        #expect(viewModel.isSpinning)
        #expect(viewModel.errorText == "")
        await advance(toSecond: 6)
        #expect(viewModel.errorText == "Login failed: wrong password")
        #expect(viewModel.statusText == "")
        #expect(!viewModel.isSpinning)
        #expect(viewModel.isLoginEnabled)

        viewModel.password = "sesame"
        await advance(toSecond: 7)
        #expect(viewModel.logIn())
        await startLogin(attempt: 2, service)
        await advance(toSecond: 12)
        #expect(viewModel.statusText == "Welcome, alice")
        #expect(viewModel.errorText == "")
        #expect(service.attempts == ["alice", "alice"])
        #expect(spinning.entries == ["0.0 false", "1.0 true", "6.0 false", "7.0 true", "12.0 false"])
    }

    @Test("The button is disabled while logging in, and a second tap is refused")
    func disabledWhileLoggingIn() async {
        let (viewModel, service) = makeViewModel()
        let enabled = EventLog()
        record(viewModel.$isLoginEnabled, on: scheduler, into: enabled)
        viewModel.username = "bob"
        viewModel.password = "pw"
        await scheduler.advance(by: 0)
        #expect(viewModel.logIn())
        // Same turn: `isLoginEnabled` has not heard yet, but the command's own state refuses.
        #expect(viewModel.isLoginEnabled)
        #expect(!viewModel.logIn())
        await startLogin(attempt: 1, service)
        await advance(toSecond: 1)
        #expect(!viewModel.isLoginEnabled)
        #expect(!viewModel.logIn())
        await advance(toSecond: 5)
        #expect(viewModel.isLoginEnabled)
        #expect(viewModel.statusText == "Welcome, bob")
        #expect(service.attempts == ["bob"])
        #expect(enabled.entries == ["0.0 false", "0.0 true", "0.0 false", "5.0 true"])
    }

    @Test("Real threads: a background scheduler, the answer within a bounded wait")
    func onRealThreads() async {
        let background = Scheduler.scheduler()
        let service = AsyncLoginService(scheduler: background, latency: 0.01)
        let viewModel = AsyncLoginViewModel(service: service, scheduler: background)
        let log = EventLog()
        let subscriptions = CompoundDisposable()
        subscriptions.add(viewModel.$statusText.subscribeNext { log.append("status \($0)") })
        subscriptions.add(viewModel.$isSpinning.subscribeNext { log.append("spinning \($0)") })
        let enabled = EventLog()
        subscriptions.add(viewModel.$isLoginEnabled.subscribeNext { enabled.next($0) })
        viewModel.username = "carol"
        viewModel.password = "pw"
        // `enabled` follows the fields through the background scheduler.
        #expect(await eventually { enabled.entries.last == "next(true)" })
        #expect(viewModel.logIn())
        #expect(await eventually { log.entries.contains("status Welcome, carol") && log.entries.last == "spinning false" })
        #expect(log.entries == ["status ", "spinning false", "spinning true", "status Welcome, carol", "spinning false"])
        subscriptions.dispose()
    }
}

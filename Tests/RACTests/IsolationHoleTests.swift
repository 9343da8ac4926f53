import Foundation
import Observation
import Testing
@testable import RAC
import TestSupport

/// A `@MainActor @Observable` model, as a SwiftUI app writes one: the property's reads and writes
/// belong to the main actor.
@MainActor @Observable
final class MainActorForm {
    var name = "initial"
    var count = 0
    var label: String? = nil
}

/// A view model whose blocks are written in `@MainActor` code and touch main-actor state: each API
/// that stores a block (or a key path) and uses it later.
@MainActor
final class StoringViewModel {
    let form = MainActorForm()
    var runs = 0

    func command(on scheduler: Scheduler = .mainThread) -> Command<Int, Int> {
        Command(scheduler: scheduler) { input in
            self.runs += 1
            return .return(input)
        }
    }

    func channel(on scheduler: Scheduler = .mainThread) -> ChannelTerminal<String> {
        Channel.to(form, \.name, on: scheduler)
    }

    func observed(on scheduler: Scheduler) -> Signal<String> {
        Signal.observe(form, \.name, on: scheduler)
    }

    func bind(_ signal: Signal<Int>) -> Disposable {
        signal.setKeyPath(\.count, on: form)
    }

    func bindOptional(_ signal: Signal<String>) -> Disposable {
        signal.setKeyPath(\.label, on: form)
    }

    func bindReplacingNil(_ signal: Signal<Int?>) -> Disposable {
        signal.setKeyPath(\.count, on: form, nilValue: -1)
    }

    func whenEnded(_ lifetime: Lifetime) -> Disposable {
        lifetime.observeEnded { self.runs += 1 }
    }

    func deferred() -> Signal<Int> {
        Signal.defer {
            self.runs += 1
            return .return(1)
        }
    }

    func tried() -> Signal<Int> {
        Signal.try {
            self.runs += 1
            return 1
        }
    }

    /// Only the completed block can run (the signal sends no value and no error).
    func completedOnly(_ signal: Signal<Int>) -> Disposable {
        signal.subscribeNext({ _ in }, error: { _ in }, completed: { self.runs += 1 })
    }

    /// Only `doCompleted`'s block is checked; the subscription itself opts out.
    func doCompletedOnly(_ signal: Signal<Int>) -> Disposable {
        signal.doCompleted { self.runs += 1 }.subscribeNext({ _ in }, isolation: nil)
    }
}

/// An `@Observed` property on a `@MainActor` object.
@MainActor
final class MainActorObservedForm {
    @Observed var name = "initial"

    func channel() -> ChannelTerminal<String> {
        Channel.to(self, \.name, changes: \.$name)
    }
}

/// A log written by `@MainActor` blocks.
@MainActor
private final class MainActorLog {
    var entries: [String] = []
}

/// A lifetime whose token only `box` holds.
private func lifetimeInBox() -> (Lifetime, TokenBox) {
    let made = Lifetime.make()
    return (made.lifetime, TokenBox(made.token))
}

/// Holds a lifetime's token until someone lets it go.
private final class TokenBox: @unchecked Sendable {
    // @unchecked: set to `nil` once, by one thread, after the creating thread handed the box over.
    var token: Lifetime.Token?
    init(_ token: Lifetime.Token) { self.token = token }
}

/// Whether `swift test` runs the main queue on the main thread here: on Apple platforms yes; on
/// Linux the main queue is drained by another thread after `dispatch_main`, and no test code runs
/// on the main thread.
private let mainQueueRunsOnTheMainThread: Bool = {
    #if canImport(Darwin)
    true
    #else
    false
    #endif
}()

/// The main-actor check counts what the runtime counts (Docs/Contracts.md C6.14), and the
/// main-actor hop runs on a scheduler a test drives.
@Suite("The main-actor check and hop", .checksLiveObjects, .serialized)
@MainActor
struct MainActorCheckTests {
    @Test(
        "On the main thread inside serialQueue.sync, a @MainActor handler runs: the thread counts, not the queue",
        .enabled(if: mainQueueRunsOnTheMainThread, "needs test code on the main thread")
    )
    func mainThreadInsideASerialQueue() {
        let model = IsolatedViewModel()
        let subject = Subject<Int>()
        let subscription = model.show(subject)
        DispatchQueue(label: "serial").sync { subject.sendNext(1) }
        #expect(model.labels == ["next(1)"])
        subscription.dispose()
    }

    @Test(
        "deliverOnMainThread() from the main thread inside serialQueue.sync: a @MainActor handler runs",
        .enabled(if: mainQueueRunsOnTheMainThread, "needs test code on the main thread")
    )
    func afterDeliverOnMainThread() {
        let model = IsolatedViewModel()
        let subject = Subject<Int>()
        let subscription = model.show(subject.deliverOnMainThread())
        DispatchQueue(label: "serial").sync { subject.sendNext(1) }
        #expect(model.labels == ["next(1)"])
        subscription.dispose()
    }

    @Test("The check passes on the main queue and fails on another queue")
    func checkOnQueues() {
        #expect(IsolationCheck.isOnMainActor())
        let elsewhere = Locked<Bool?>(nil)
        DispatchQueue(label: "elsewhere").sync { elsewhere.withLock { $0 = IsolationCheck.isOnMainActor() } }
        #expect(elsewhere.value == mainQueueRunsOnTheMainThread)
    }

    @Test("subscribeOnMainActor(on: TestScheduler): values, then completion, when the scheduler is stepped on the main actor")
    func mainActorHopOnVirtualTime() {
        let scheduler = TestScheduler()
        let subject = Subject<Int>()
        let log = MainActorLog()
        let subscription = subject.subscribeOnMainActor({ @MainActor value in
            log.entries.append("next(\(value))")
        }, completed: { @MainActor in
            log.entries.append("completed")
        }, on: scheduler)
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendCompleted()
        #expect(log.entries.isEmpty)
        #expect(scheduler.queuedCount == 3)
        scheduler.step()
        #expect(log.entries == ["next(1)"])
        scheduler.stepAll()
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
        subscription.dispose()
    }

    @Test("subscribeOnMainActor(on: TestScheduler): an error arrives when the scheduler is stepped")
    func mainActorHopErrorOnVirtualTime() {
        let scheduler = TestScheduler()
        let log = MainActorLog()
        let subscription = Signal<Int>.error(TestError.boom).subscribeOnMainActor({ @MainActor _ in
            log.entries.append("next")
        }, error: { @MainActor error in
            log.entries.append("error(\(error))")
        }, on: scheduler)
        #expect(log.entries.isEmpty)
        scheduler.stepAll()
        #expect(log.entries == ["error(boom)"])
        subscription.dispose()
    }

    @Test("Blocks written in @MainActor code run when used on the main actor: command, channel, observe, setKeyPath, lifetime")
    func storedBlocksOnTheMainActor() {
        let model = StoringViewModel()
        let scheduler = TestScheduler()
        model.command(on: scheduler).execute(1).subscribeNext({ _ in }, isolation: nil).dispose()
        #expect(model.runs == 1)
        scheduler.stepAll()
        let terminal = model.channel(on: scheduler)
        terminal.sendNext("from the channel")
        #expect(model.form.name == "from the channel")
        let log = MainActorLog()
        let observing = model.observed(on: scheduler).subscribeNext { log.entries.append($0) }
        model.form.name = "a"
        scheduler.stepAll()
        model.form.name = "b"
        scheduler.stepAll()
        #expect(log.entries == ["from the channel", "a", "b"])
        observing.dispose()
        let binding = model.bind(Signal.from([1, 2]))
        #expect(model.form.count == 2)
        binding.dispose()
        let (lifetime, box) = lifetimeInBox()
        _ = model.whenEnded(lifetime)
        box.token = nil
        #expect(model.runs == 2)
        terminal.sendCompleted()
        scheduler.stepAll()
    }
}

#if os(macOS) || os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Windows)

/// Runs `body` on a new thread and waits (at most 3 s) for it to return.
private func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        body()
        done.signal()
    }
    _ = done.wait(timeout: .now() + 3)
}

/// Every API that stores a block (or a key path) written in `@MainActor` code and runs it later
/// stops the process, naming the API and the fix, when it runs it off the main actor (Docs/Contracts.md
/// C6.14). Each child reaches exactly one check: the other blocks of the chain opt out or never
/// run. A child that was not stopped exits successfully after a bounded wait, which fails the test.
@Suite("A stored block run off the main actor stops the process, naming the API and the fix", .checksLiveObjects)
struct IsolationHoleExitTests {
    @Test("A Command's signal block, written in a @MainActor view model, executed from another thread")
    func commandExecutedOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let command = await MainActor.run { StoringViewModel().command() }
            onAnotherThread { command.execute(1) }
        }
        ExitTests.expectMessage(result, names: "Command's signal block (execute(_:))", fix: "call execute(_:) on that actor")
    }

    @Test("Channel.to on a @MainActor @Observable model, a value sent to the terminal from another thread")
    func channelWrittenOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (model, terminal) = await MainActor.run {
                let model = StoringViewModel()
                return (model, model.channel())
            }
            onAnotherThread { terminal.sendNext("elsewhere") }
            withExtendedLifetime(model) {}
        }
        ExitTests.expectMessage(result, names: "Channel.to(_:_:on:)", fix: "observe on that actor's scheduler")
    }

    @Test("Channel.to(_:_:changes:) on a @MainActor object's @Observed property, a value sent from another thread")
    func observedChannelWrittenOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (form, terminal) = await MainActor.run {
                let form = MainActorObservedForm()
                return (form, form.channel())
            }
            onAnotherThread { terminal.sendNext("elsewhere") }
            withExtendedLifetime(form) {}
        }
        ExitTests.expectMessage(result, names: "Channel.to(_:_:changes:)", fix: "deliverOn(.mainThread)")
    }

    @Test("Signal.observe on a @MainActor @Observable model, read on a background scheduler")
    func observeReadOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (model, subscription) = await MainActor.run {
                let model = StoringViewModel()
                let subscription = model.observed(on: .scheduler()).subscribeNext({ _ in }, isolation: nil)
                model.form.name = "changed"
                return (model, subscription)
            }
            try? await Task.sleep(nanoseconds: 3_000_000_000)
            subscription.dispose()
            withExtendedLifetime(model) {}
        }
        ExitTests.expectMessage(result, names: "Signal.observe(_:_:on:)", fix: "observe on that actor's scheduler")
    }

    @Test("Lifetime.observeEnded's action, written in @MainActor code, when the token is released on another thread")
    func lifetimeEndedOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (lifetime, box) = lifetimeInBox()
            let observation = await MainActor.run { StoringViewModel().whenEnded(lifetime) }
            onAnotherThread { box.token = nil }
            observation.dispose()
        }
        ExitTests.expectMessage(result, names: "Lifetime.observeEnded", fix: "release the token on that actor")
    }

    @Test("setKeyPath(_:on:) on a @MainActor model, a value sent on another thread")
    func setKeyPathOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let subject = Subject<Int>()
            let (model, binding) = await MainActor.run {
                let model = StoringViewModel()
                return (model, model.bind(subject))
            }
            onAnotherThread { subject.sendNext(1) }
            binding.dispose()
            withExtendedLifetime(model) {}
        }
        ExitTests.expectMessage(result, names: "Signal.setKeyPath(_:on:)", fix: "deliverOn(.mainThread)")
    }

    @Test("setKeyPath to an optional property on a @MainActor model, a value sent on another thread")
    func setOptionalKeyPathOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let subject = Subject<String>()
            let (model, binding) = await MainActor.run {
                let model = StoringViewModel()
                return (model, model.bindOptional(subject))
            }
            onAnotherThread { subject.sendNext("elsewhere") }
            binding.dispose()
            withExtendedLifetime(model) {}
        }
        ExitTests.expectMessage(result, names: "Signal.setKeyPath(_:on:)", fix: "deliverOn(.mainThread)")
    }

    @Test("setKeyPath(_:on:nilValue:) on a @MainActor model, a value sent on another thread")
    func setKeyPathNilValueOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let subject = Subject<Int?>()
            let (model, binding) = await MainActor.run {
                let model = StoringViewModel()
                return (model, model.bindReplacingNil(subject))
            }
            onAnotherThread { subject.sendNext(nil) }
            binding.dispose()
            withExtendedLifetime(model) {}
        }
        ExitTests.expectMessage(result, names: "Signal.setKeyPath(_:on:)", fix: "deliverOn(.mainThread)")
    }

    @Test("Signal.defer's block, written in @MainActor code, subscribed through subscribeOn(.scheduler())")
    func deferOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let signal = await MainActor.run { StoringViewModel().deferred() }
            let subscription = signal.subscribeOn(.scheduler()).subscribeNext { _ in }
            try? await Task.sleep(nanoseconds: 3_000_000_000)
            subscription.dispose()
        }
        ExitTests.expectMessage(result, names: "Signal.defer", fix: "deliverOn(.mainThread)")
    }

    @Test("Signal.try's block, written in @MainActor code, subscribed through subscribeOn(.scheduler())")
    func tryOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let signal = await MainActor.run { StoringViewModel().tried() }
            let subscription = signal.subscribeOn(.scheduler()).subscribeNext { _ in }
            try? await Task.sleep(nanoseconds: 3_000_000_000)
            subscription.dispose()
        }
        ExitTests.expectMessage(result, names: "Signal.try", fix: "deliverOn(.mainThread)")
    }

    @Test("The completed block of subscribeNext(_:error:completed:), the only block that runs, off the main actor")
    func completedBlockOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let subscription = await MainActor.run {
                StoringViewModel().completedOnly(Signal<Int>.empty().subscribeOn(.scheduler()))
            }
            try? await Task.sleep(nanoseconds: 3_000_000_000)
            subscription.dispose()
        }
        ExitTests.expectMessage(result, names: "subscribeNext(_:error:completed:)", fix: "deliverOn(.mainThread)")
    }

    @Test("doCompleted's block, the only checked block, off the main actor")
    func doCompletedOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let subscription = await MainActor.run {
                StoringViewModel().doCompletedOnly(Signal<Int>.empty().subscribeOn(.scheduler()))
            }
            try? await Task.sleep(nanoseconds: 3_000_000_000)
            subscription.dispose()
        }
        ExitTests.expectMessage(result, names: "doCompleted", fix: "deliverOn(.mainThread)")
    }

    @Test("subscribeOnMainActor on a scheduler that runs off the main actor")
    func mainActorHopOnABackgroundScheduler() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let subscription = Signal.return(1).subscribeOnMainActor({ @MainActor _ in }, on: .scheduler())
            try? await Task.sleep(nanoseconds: 3_000_000_000)
            subscription.dispose()
        }
        ExitTests.expectMessage(result, names: "subscribeOnMainActor(_:error:completed:on:)", fix: "a scheduler that runs on the main actor")
    }

    @Test("Signal.observe on Scheduler.immediate is refused: its read would get the old value")
    func observeOnImmediateIsRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal.observe(ObservedProfile(), \.name, on: .immediate)
        }
        ExitTests.expectMessage(result, names: "Signal.observe(_:_:on:)", fix: "willSet")
    }

    @Test("Channel.to on Scheduler.immediate is refused: its read would get the old value")
    func channelOnImmediateIsRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let profile = ObservedProfile()
            _ = Channel.to(profile, \.name, on: .immediate)
            withExtendedLifetime(profile) {}
        }
        ExitTests.expectMessage(result, names: "Channel.to(_:_:on:)", fix: "willSet")
    }
}
#endif

import Testing
import RAC
import TestSupport

/// `Channel.to(_:_:changes:)`, the terminal of an `@Observed` property: Docs/Contracts.md C11.11.
@Suite("Channel.to (@Observed)", .checksLiveObjects)
struct ChannelObservedTests {
    final class Form {
        @Observed var name = ""
        init(name: String) {
            self.name = name
        }
    }

    @Test("C11.11: the current value, then every set by others, at once; values sent are stored and not sent back")
    func currentValueThenSetsWithoutEcho() {
        let log = EventLog()
        do {
            let form = Form(name: "Ada")
            let terminal = Channel.to(form, \.name, changes: \.$name)
            terminal.subscribeNext({ log.next($0) }, completed: { log.completed() })
            form.name = "Grace"
            form.name = "Grace"
            terminal.sendNext("from the other side")
            #expect(form.name == "from the other side")
            form.name = "Linus"
            #expect(log.entries == ["next(Ada)", "next(Grace)", "next(Grace)", "next(Linus)"])
        }
        #expect(log.entries == ["next(Ada)", "next(Grace)", "next(Grace)", "next(Linus)", "completed"])
    }

    @Test("C11.11: bound to an @Observable property, changes go both ways and nothing bounces back")
    func bindsToAnObservableProperty() {
        let scheduler = TestScheduler()
        let formLog = EventLog()
        do {
            let form = Form(name: "form")
            form.$name.subscribeNext { formLog.next($0) }
            let profile = ObservedProfile()
            profile.name = "profile"
            profile.sets = 0
            let binding = Channel.to(form, \.name, changes: \.$name)
                .bind(to: Channel.to(profile, \.name, on: scheduler))
            #expect(form.name == "profile" && profile.sets == 0)
            form.name = "typed"
            #expect(profile.name == "typed" && profile.sets == 1)
            profile.name = "from code"
            scheduler.stepAll()
            #expect(form.name == "from code")
            #expect(profile.sets == 2)
            #expect(formLog.entries == ["next(form)", "next(profile)", "next(typed)", "next(from code)"])
            #expect(scheduler.queuedCount == 0)
            binding.dispose()
        }
        scheduler.stepAll()
    }

    @Test("C11.11: completing the terminal stops it; the owner is not kept alive")
    func completingStopsAndTheOwnerIsHeldWeakly() {
        let log = EventLog()
        weak var weakForm: Form?
        do {
            let form = Form(name: "a")
            weakForm = form
            let terminal = Channel.to(form, \.name, changes: \.$name)
            terminal.subscribeNext({ log.next($0) }, completed: { log.completed() })
            terminal.sendCompleted()
            terminal.sendNext("ignored")
            form.name = "b"
            #expect(form.name == "b")
        }
        #expect(weakForm == nil)
        #expect(log.entries == ["next(a)", "completed"])
    }
}

/// C11.11 under concurrency: the terminal's own sets are recognised by the thread that makes them,
/// which holds because each set is delivered on the thread that made it (C2.8).
@Suite("Channel.to (@Observed) across threads", .checksLiveObjects)
struct ChannelObservedConcurrencyTests {
    final class SharedForm: @unchecked Sendable {
        // @unchecked: `@Observed` is thread-safe; the test only sets and reads `name`.
        @Observed var name = "initial"
    }

    @Test("C11.11: one thread sends to the terminal while another sets the property: none of the terminal's values comes back, every outside set goes out")
    func noEchoAndNoLossUnderConcurrentSets() {
        let count = stressScaled(50_000)
        let form = SharedForm()
        let terminal = Channel.to(form, \.name, changes: \.$name)
        let echoes = Counter()
        let outside = Counter()
        let subscription = terminal.subscribeNext { value in
            if value.hasPrefix("terminal") { echoes.increment() } else if value.hasPrefix("outside") { outside.increment() }
        }
        let finished = runConcurrently(threads: 2, timeout: 60) { thread in
            for index in 0..<count {
                if thread == 0 { terminal.sendNext("terminal \(index)") } else { form.name = "outside \(index)" }
            }
        }
        #expect(finished)
        #expect(echoes.value == 0, "\(echoes.value) of the terminal's own values came back out of it")
        #expect(outside.value == count, "\(count - outside.value) outside sets were lost")
        subscription.dispose()
    }
}

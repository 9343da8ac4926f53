import Observation
import Testing
import RAC
import TestSupport

/// `Channel.to(_:_:on:)` and `bind(to:)` (RAC's `RACKVOChannel` and `RACChannelTo(a) =
/// RACChannelTo(b)`): Docs/Contracts.md C11.4 and C11.8–C11.10, cases ported from
/// RACKVOChannelSpec and RACChannelExamples. Each test ends by letting its models go and running
/// the scheduler, which ends the terminals (a property's terminal lives as long as its object).
@Suite("Channel.to", .checksLiveObjects)
struct ChannelToTests {
    // RACKVOChannelSpec: "should send the object's current value when subscribed to followingTerminal", "... new value ... when it's changed" [S]
    @Test("C11.8: the terminal sends the current value on subscription, then changes made by others")
    func terminalSendsCurrentValueThenChanges() {
        let scheduler = TestScheduler()
        let log = EventLog()
        do {
            let profile = ObservedProfile()
            profile.name = "Ada"
            let terminal = Channel.to(profile, \.name, on: scheduler)
            terminal.subscribeNext({ log.next($0) }, completed: { log.completed() })
            #expect(log.entries == ["next(Ada)"])
            profile.name = "Grace"
            scheduler.stepAll()
            #expect(log.entries == ["next(Ada)", "next(Grace)"])
        }
        scheduler.stepAll()
        #expect(log.entries == ["next(Ada)", "next(Grace)", "completed"])
    }

    // RACKVOChannelSpec: "should set the object's value using values sent to the followingTerminal"; RACChannelExamples (view channels): "should not echo changes back to the channel" [S]
    @Test("C11.9: values sent to the terminal set the property and do not come back out of it")
    func sentValuesSetThePropertyWithoutEcho() {
        let scheduler = TestScheduler()
        let log = EventLog()
        do {
            let profile = ObservedProfile()
            let terminal = Channel.to(profile, \.name, on: scheduler)
            terminal.subscribeNext { log.next($0) }
            terminal.sendNext("one")
            #expect(profile.name == "one")
            terminal.sendNext("two")
            #expect(profile.name == "two")
            #expect(scheduler.queuedCount == 0)
            scheduler.stepAll()
            #expect(log.entries == ["next()"])
            // Still watching: the next change made by someone else is sent.
            profile.name = "three"
            scheduler.stepAll()
            #expect(log.entries == ["next()", "next(three)"])
        }
        scheduler.stepAll()
    }

    @Test("C11.9: a value sent while another's change is pending wins, and neither goes back out")
    func ownSetOverridesAPendingChange() {
        let scheduler = TestScheduler()
        let log = EventLog()
        do {
            let profile = ObservedProfile()
            let terminal = Channel.to(profile, \.name, on: scheduler)
            terminal.subscribeNext { log.next($0) }
            profile.name = "typed"
            terminal.sendNext("from code")
            scheduler.stepAll()
            #expect(profile.name == "from code")
            #expect(log.entries == ["next()"])
            profile.name = "typed again"
            scheduler.stepAll()
            #expect(log.entries == ["next()", "next(typed again)"])
        }
        scheduler.stepAll()
    }

    // RACKVOChannelSpec (RACChannelTo): "should keep objects' properties in sync", "should take the value of the object being bound to at the start" [S]
    @Test("C11.4, C11.9: bind(to:) gives the receiver the other's value at once, then keeps both in sync with no echo")
    func bindKeepsTwoModelsInSync() {
        let scheduler = TestScheduler()
        do {
            let a = ObservedProfile(), b = ObservedProfile()
            a.name = "a0"
            b.name = "b0"
            a.sets = 0
            b.sets = 0
            let binding = Channel.to(a, \.name, on: scheduler).bind(to: Channel.to(b, \.name, on: scheduler))
            #expect(a.name == "b0" && b.name == "b0")
            #expect(a.sets == 1 && b.sets == 0)
            b.name = "b1"
            scheduler.stepAll()
            #expect(a.name == "b1")
            a.name = "a2"
            scheduler.stepAll()
            #expect(b.name == "a2")
            // Each side was stored exactly once per change: nothing bounced back.
            #expect(a.sets == 3 && b.sets == 2)
            #expect(scheduler.queuedCount == 0)
            binding.dispose()
        }
        scheduler.stepAll()
    }

    // RACKVOChannelSpec (RACChannelTo): "should update the value even if it's the same value the object had before it was bound" [S]
    @Test("C11.4: after binding, setting the other side back to the receiver's old value still reaches it")
    func bindUpdatesToTheReceiversOldValue() {
        let scheduler = TestScheduler()
        do {
            let a = ObservedProfile(), b = ObservedProfile()
            a.name = "first"
            b.name = "second"
            let binding = Channel.to(a, \.name, on: scheduler).bind(to: Channel.to(b, \.name, on: scheduler))
            #expect(a.name == "second")
            b.name = "first"
            scheduler.stepAll()
            #expect(a.name == "first" && b.name == "first")
            binding.dispose()
        }
        scheduler.stepAll()
    }

    // RACKVOChannelSpec (RACChannelTo): "should stop binding when disposed" [S]
    @Test("C11.9: disposing the binding stops both directions")
    func disposingTheBindingStops() {
        let scheduler = TestScheduler()
        do {
            let a = ObservedProfile(), b = ObservedProfile()
            let binding = Channel.to(a, \.name, on: scheduler).bind(to: Channel.to(b, \.name, on: scheduler))
            a.name = "one"
            scheduler.stepAll()
            #expect(b.name == "one")
            binding.dispose()
            a.name = "two"
            b.name = "three"
            scheduler.stepAll()
            #expect(a.name == "two" && b.name == "three")
        }
        scheduler.stepAll()
    }

    // RACKVOChannelSpec: "should complete both terminals when the target deallocates" [S]
    @Test("C11.10: when the object goes away its terminal completes, and so does the other side of a binding")
    func objectGoingAwayEndsTheBinding() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let b = ObservedProfile()
        weak var weakA: ObservedProfile?
        do {
            let a = ObservedProfile()
            weakA = a
            let aTerminal = Channel.to(a, \.name, on: scheduler)
            let bTerminal = Channel.to(b, \.name, on: scheduler)
            aTerminal.subscribeCompleted { log.append("a completed") }
            bTerminal.subscribeCompleted { log.append("b completed") }
            _ = aTerminal.bind(to: bTerminal)
        }
        #expect(weakA == nil, "a terminal or a binding kept its object alive")
        scheduler.stepAll()
        #expect(log.entries == ["a completed", "b completed"])
        b.name = "after"
        scheduler.stepAll()
        #expect(log.entries == ["a completed", "b completed"])
    }

    @Test("C11.10: completing the terminal stops it: later values are not stored, changes not sent")
    func completingTheTerminalStopsIt() {
        let scheduler = TestScheduler()
        let log = EventLog()
        do {
            let profile = ObservedProfile()
            let terminal = Channel.to(profile, \.name, on: scheduler)
            terminal.subscribeNext({ log.next($0) }, completed: { log.completed() })
            terminal.sendCompleted()
            terminal.sendNext("ignored")
            profile.name = "changed"
            scheduler.stepAll()
            #expect(profile.name == "changed")
            #expect(log.entries == ["next()", "completed"])
        }
        scheduler.stepAll()
    }
}

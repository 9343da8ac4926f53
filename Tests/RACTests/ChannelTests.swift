import Testing
import RAC
import TestSupport

/// `Channel` and `ChannelTerminal` (RAC's `RACChannel`, `RACChannelTerminal`): Docs/Contracts.md
/// §11, cases ported from ReactiveObjC's RACChannelExamples and RACChannelSpec.
@Suite("Channel", .checksLiveObjects)
struct ChannelTests {
    // RACChannelExamples: "should not send any leadingTerminal value on subscription" [S]
    @Test("C11.1: the leading terminal sends no earlier value on subscription, only later ones")
    func leadingTerminalSendsOnlyFutureValues() {
        let channel = Channel<String>()
        let log = EventLog()
        channel.followingTerminal.sendNext("one")
        let subscription = channel.leadingTerminal.subscribeNext { log.next($0) }
        #expect(log.entries == [])
        channel.followingTerminal.sendNext("two")
        channel.followingTerminal.sendNext("three")
        #expect(log.entries == ["next(two)", "next(three)"])
        subscription.dispose()
    }

    // RACChannelExamples: "should send the latest followingTerminal value on subscription" [S]
    @Test("C11.1: the following terminal replays the latest value the leading terminal received, then later ones")
    func followingTerminalReplaysLatestLeadingValue() {
        let channel = Channel<String>()
        let log = EventLog()
        channel.leadingTerminal.sendNext("one")
        channel.leadingTerminal.sendNext("two")
        let first = channel.followingTerminal.subscribeNext { log.append("A \($0)") }
        channel.leadingTerminal.sendNext("three")
        let second = channel.followingTerminal.subscribeNext { log.append("B \($0)") }
        #expect(log.entries == ["A two", "A three", "B three"])
        first.dispose()
        second.dispose()
    }

    // RACChannelExamples: "should send leadingTerminal values as they change", both directions [S]
    @Test("C11.1: values sent to one terminal never come out of the same terminal")
    func valuesDoNotComeBackToTheSender() {
        let channel = Channel<Int>()
        let log = EventLog()
        let leading = channel.leadingTerminal.subscribeNext { log.append("leading \($0)") }
        let following = channel.followingTerminal.subscribeNext { log.append("following \($0)") }
        channel.leadingTerminal.sendNext(1)
        channel.followingTerminal.sendNext(2)
        #expect(log.entries == ["following 1", "leading 2"])
        leading.dispose()
        following.dispose()
    }

    // RACChannelExamples: "should complete both signals when the leadingTerminal is completed" [S]
    @Test("C11.2: completing the leading terminal completes both sides, its own subscribers first")
    func completingLeadingCompletesBoth() {
        let channel = Channel<Int>()
        let log = EventLog()
        channel.leadingTerminal.subscribeNext({ log.append("leading \($0)") }, completed: { log.append("leading completed") })
        channel.followingTerminal.subscribeNext({ log.append("following \($0)") }, completed: { log.append("following completed") })
        channel.leadingTerminal.sendCompleted()
        #expect(log.entries == ["leading completed", "following completed"])
    }

    // RACChannelExamples: "should complete both signals when the followingTerminal is completed" [S]
    @Test("C11.2: completing the following terminal completes both sides, its own subscribers first")
    func completingFollowingCompletesBoth() {
        let channel = Channel<Int>()
        let log = EventLog()
        channel.leadingTerminal.subscribeNext({ log.append("leading \($0)") }, completed: { log.append("leading completed") })
        channel.followingTerminal.subscribeNext({ log.append("following \($0)") }, completed: { log.append("following completed") })
        channel.followingTerminal.sendCompleted()
        #expect(log.entries == ["following completed", "leading completed"])
    }

    // RACChannel.m: errors reach both sides, as completion does [I]
    @Test("C11.2: an error sent to either terminal reaches both sides")
    func errorReachesBothSides() {
        let channel = Channel<Int>()
        let log = EventLog()
        channel.leadingTerminal.subscribeNext({ log.append("leading \($0)") }, error: { log.append("leading error(\($0))") })
        channel.followingTerminal.subscribeNext({ log.append("following \($0)") }, error: { log.append("following error(\($0))") })
        channel.followingTerminal.sendError(TestError.boom)
        channel.followingTerminal.sendNext(1)
        channel.leadingTerminal.sendNext(2)
        #expect(log.entries == ["following error(boom)", "leading error(boom)"])
    }

    // RACChannelExamples: "should replay completion to new subscribers" [S]
    @Test("C11.2: completion is replayed to later subscribers of both terminals, with the last value on the following side")
    func completionIsReplayed() {
        let channel = Channel<Int>()
        let log = EventLog()
        channel.leadingTerminal.sendNext(7)
        channel.leadingTerminal.sendCompleted()
        channel.leadingTerminal.subscribeNext({ log.append("leading \($0)") }, completed: { log.append("leading completed") })
        channel.followingTerminal.subscribeNext({ log.append("following \($0)") }, completed: { log.append("following completed") })
        #expect(log.entries == ["leading completed", "following 7", "following completed"])
    }

    // RACKVOChannelSpec: "should be able to subscribe to signals" [S]
    @Test("C11.3: a signal subscribed to a terminal feeds the other side; the channel's end disposes that subscription")
    func signalsCanFeedATerminal() {
        let channel = Channel<String>()
        let log = EventLog()
        let source = Subject<String>()
        channel.leadingTerminal.subscribeNext { log.next($0) }
        source.subscribe(channel.followingTerminal)
        source.sendNext("a")
        source.sendNext("b")
        channel.leadingTerminal.sendCompleted()
        source.sendNext("c")
        #expect(log.entries == ["next(a)", "next(b)"])
    }

    // RACChannelSpec: "should dealloc when its subscribers are disposed", "... subscriptions are disposed" [S]
    @Test("C11.3: a channel is released once its subscribers are disposed, and once its subscriptions are")
    func channelIsReleasedWhenDisposed() {
        weak var weakChannel: Channel<Int>?
        var disposables: [Disposable] = []
        do {
            let channel = Channel<Int>()
            weakChannel = channel
            disposables.append(channel.leadingTerminal.subscribeCompleted {})
            disposables.append(channel.followingTerminal.subscribeCompleted {})
            disposables.append(Signal<Int>.never().subscribe(channel.leadingTerminal))
            disposables.append(Signal<Int>.never().subscribe(channel.followingTerminal))
        }
        #expect(weakChannel == nil)
        disposables.forEach { $0.dispose() }
    }

    // RACKVOChannel.m, RACChannelTo: the other terminal is subscribed first, this one skips 1 [I]
    @Test("C11.4: bind(to:) gives the receiver the other side's current value first, then carries values both ways")
    func bindStartsFromTheOtherSide() {
        let a = Channel<String>(), b = Channel<String>()
        let log = EventLog()
        a.leadingTerminal.sendNext("a0")
        b.leadingTerminal.sendNext("b0")
        let aLog = a.leadingTerminal.subscribeNext { log.append("a gets \($0)") }
        let bLog = b.leadingTerminal.subscribeNext { log.append("b gets \($0)") }
        let binding = a.followingTerminal.bind(to: b.followingTerminal)
        #expect(log.entries == ["a gets b0"])
        a.leadingTerminal.sendNext("a1")
        b.leadingTerminal.sendNext("b1")
        #expect(log.entries == ["a gets b0", "b gets a1", "a gets b1"])
        binding.dispose()
        a.leadingTerminal.sendNext("a2")
        b.leadingTerminal.sendNext("b2")
        #expect(log.entries == ["a gets b0", "b gets a1", "a gets b1"])
        aLog.dispose()
        bLog.dispose()
    }
}

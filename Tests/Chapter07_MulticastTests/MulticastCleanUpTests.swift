import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter07_Multicast
#endif

/// What a shared subscription keeps alive, and for how long, checked with weak references.
@Suite("What sharing lets go of")
struct MulticastCleanUpTests {
    /// A source that never ends by itself. Each subscription makes a `Tracked`, hands it to
    /// `made`, and keeps it alive for as long as the subscription lasts (its clean-up captures it).
    func endless(_ made: @escaping (Tracked) -> Void) -> Signal<Int> {
        Signal.createSignal { _ in
            let tracked = Tracked()
            made(tracked)
            return Disposable { _ = tracked }
        }
    }

    @Test("Exercise 7.3: When the last autoconnect subscriber leaves, the source's subscription lets go of what it captured")
    func autoconnectReleasesTheSource() {
        weak var captured: Tracked?
        let shared = endless { captured = $0 }.publish().autoconnect()
        let a = shared.subscribeNext { _ in }
        let b = shared.subscribeNext { _ in }
        a.dispose()
        #expect(captured != nil)
        b.dispose()
        #expect(captured == nil)
    }

    @Test("A subscriber that leaves an autoconnect signal is released, while the others stay")
    func autoconnectReleasesALeavingSubscriber() {
        weak var captured: Tracked?
        let source = Subject<Int>()
        let shared = source.publish().autoconnect()
        let stays = shared.subscribeNext { _ in }
        let leaves: Disposable
        do {
            let tracked = Tracked()
            captured = tracked
            leaves = shared.subscribeNext { _ in _ = tracked }
        }
        #expect(captured != nil)
        leaves.dispose()
        #expect(captured == nil)
        stays.dispose()
    }

    @Test("Exercise 7.2: Disposing a connection lets go of what the source's subscription captured")
    func disposingTheConnectionReleasesTheSource() {
        weak var captured: Tracked?
        let connection = endless { captured = $0 }.publish()
        let disposable = connection.connect()
        #expect(captured != nil)
        disposable.dispose()
        #expect(captured == nil)
    }

    @Test("Exercise 7.2: When the source completes, the connection's subscribers are released, with what their blocks captured")
    func completionReleasesSubscribers() {
        weak var captured: Tracked?
        let source = Subject<Int>()
        let connection = source.publish()
        do {
            let tracked = Tracked()
            captured = tracked
            connection.signal.subscribeNext { _ in _ = tracked }
        }
        connection.connect()
        #expect(captured != nil)
        source.sendCompleted()
        #expect(captured == nil)
    }

    @Test("Exercise 7.4: replay keeps its source's subscription, and what it captured, alive after every subscriber has left, until the source ends")
    func replayHoldsTheSourceUntilItEnds() {
        weak var captured: Tracked?
        var kept: Subscriber<Int>?
        let replayed = Signal<Int>.createSignal { subscriber in
            let tracked = Tracked()
            captured = tracked
            kept = subscriber
            return Disposable { _ = tracked }
        }
        .replay()
        replayed.subscribeNext { _ in }.dispose()
        #expect(captured != nil)
        kept?.sendCompleted()
        #expect(captured == nil)
    }

    @Test("A replayLazily signal that nobody subscribed to holds nothing but its source, and goes with it")
    func unsubscribedReplayLazilyHoldsNothing() {
        weak var captured: Tracked?
        do {
            let tracked = Tracked()
            captured = tracked
            let source = Signal<Int>.createSignal { _ in _ = tracked }
            _ = source.replayLazily()
        }
        #expect(captured == nil)
    }
}

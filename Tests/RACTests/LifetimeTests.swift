import Foundation
import RAC
import TestSupport
import Testing

/// `Lifetime` and `take(during:)`: the Swift form of `takeUntil: self.rac_willDeallocSignal`.
@Suite("Lifetime", .checksLiveObjects)
struct LifetimeTests {
    @Test("a lifetime ends when its token is released, not before")
    func endsWhenTheTokenIsReleased() {
        let lifetime: Lifetime
        var token: Lifetime.Token?
        (lifetime, token) = Lifetime.make()
        let log = EventLog()
        lifetime.observeEnded { log.append("ended") }
        #expect(!lifetime.hasEnded)
        #expect(token != nil)
        token = nil
        #expect(lifetime.hasEnded)
        #expect(log.entries == ["ended"])
    }

    @Test("an object that keeps the token ends the lifetime when it goes away")
    func ownerEndsTheLifetime() {
        weak var released: Screen?
        let lifetime: Lifetime
        do {
            let screen = Screen()
            released = screen
            lifetime = screen.lifetime
            #expect(!lifetime.hasEnded)
        }
        #expect(released == nil)
        #expect(lifetime.hasEnded)
    }

    @Test("the lifetime does not keep its token (or the token's owner) alive")
    func lifetimeKeepsNothingAlive() {
        weak var releasedToken: Lifetime.Token?
        let lifetime: Lifetime
        do {
            let made = Lifetime.make()
            lifetime = made.lifetime
            releasedToken = made.token
        }
        #expect(releasedToken == nil)
        #expect(lifetime.hasEnded)
    }

    @Test("observeEnded after the end runs at once; a disposed observation never runs")
    func observeEndedAfterTheEndAndDisposal() {
        let lifetime: Lifetime
        var token: Lifetime.Token?
        (lifetime, token) = Lifetime.make()
        let log = EventLog()
        let cancelled = lifetime.observeEnded { log.append("cancelled") }
        lifetime.observeEnded { log.append("first") }
        lifetime.observeEnded { log.append("second") }
        cancelled.dispose()
        #expect(token != nil)
        token = nil
        lifetime.observeEnded { log.append("late") }
        #expect(log.entries == ["first", "second", "late"])
    }

    @Test("take(during:) forwards values until the lifetime ends, then completes and disposes the source")
    func takeDuringCompletesAtTheEnd() {
        let lifetime: Lifetime
        var token: Lifetime.Token?
        (lifetime, token) = Lifetime.make()
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(log.probe("source", subject).take(during: lifetime))
        subject.sendNext(1)
        #expect(token != nil)
        token = nil
        subject.sendNext(2)
        #expect(log.entries == ["source subscribed", "next(1)", "source disposed", "completed"])
    }

    @Test("take(during:) an ended lifetime completes at once, without subscribing the source")
    func takeDuringAnEndedLifetime() {
        let lifetime = Lifetime.make().lifetime
        let log = EventLog()
        log.record(log.probe("source", Signal.return(1)).take(during: lifetime))
        #expect(log.entries == ["completed"])
    }

    @Test("take(during:) forwards the source's own terminal events")
    func takeDuringForwardsTerminalEvents() {
        let (lifetime, token) = Lifetime.make()
        let log = EventLog()
        log.record(Signal.from([1, 2]).take(during: lifetime), "done")
        log.record(Signal<Int>.error(TestError.boom).take(during: lifetime), "failing")
        #expect(log.entries == ["done next(1)", "done next(2)", "done completed", "failing error(boom)"])
        withExtendedLifetime(token) {}
    }

    @Test("a [weak self] subscription with take(during:) ends when its owner goes away, and lets the owner go")
    func weakSelfSubscriptionEnds() {
        let subject = Subject<Int>()
        let log = EventLog()
        weak var released: Screen?
        do {
            let screen = Screen()
            released = screen
            screen.listen(to: subject, log: log)
            subject.sendNext(1)
        }
        #expect(released == nil)
        subject.sendNext(2)
        #expect(log.entries == ["screen got 1", "completed"])
    }

    @Test("disposing a take(during:) subscription removes its waiting action from the lifetime")
    func disposalForgetsTheObservation() {
        let (lifetime, token) = Lifetime.make()
        weak var releasedValue: Tracked?
        do {
            let tracked = Tracked()
            releasedValue = tracked
            let subscription = Signal<Int>.never().take(during: lifetime).subscribeNext { _ in _ = tracked }
            subscription.dispose()
        }
        #expect(releasedValue == nil)
        withExtendedLifetime(token) {}
    }

    @Test("the token may be released on another thread; the subscription completes there")
    func endsOnAnotherThread() {
        let lifetime: Lifetime
        var token: Lifetime.Token?
        (lifetime, token) = Lifetime.make()
        let completed = DispatchSemaphore(value: 0)
        let subscription = Signal<Int>.never().take(during: lifetime).subscribeCompleted { completed.signal() }
        let box = Locked<Lifetime.Token?>(token)
        token = nil
        DispatchQueue.global().async { box.value = nil }
        #expect(waitFor(completed, timeout: 10))
        #expect(lifetime.hasEnded)
        subscription.dispose()
    }

    // Docs/Differences.md, "Selectors cannot be lifted": rac_liftSelector: ended with its receiver.
    @Test("a lifted selector with [weak self] and take(during:) runs while the object lives, and ends with it")
    func liftedSelectorEndsWithItsObject() {
        let names = Subject<String>(), counts = Subject<Int>()
        let texts = EventLog()
        weak var released: Label?
        do {
            let label = Label(texts)
            released = label
            label.show(names, counts)
            names.sendNext("inbox")
            counts.sendNext(3)
        }
        #expect(released == nil)
        counts.sendNext(4)
        #expect(texts.entries == ["inbox: 3", "completed"])
    }
}

/// A label whose text follows two signals until it goes away: the lifted-selector replacement.
fileprivate final class Label {
    private let lifetime: Lifetime
    private let token: Lifetime.Token
    private let texts: EventLog

    init(_ texts: EventLog) {
        (lifetime, token) = Lifetime.make()
        self.texts = texts
    }

    func update(_ name: String, _ count: Int) {
        texts.append("\(name): \(count)")
    }

    func show(_ names: Signal<String>, _ counts: Signal<Int>) {
        Signal.combineLatest(names, counts)
            .take(during: lifetime)
            .subscribeNext { [weak self] name, count in
                self?.update(name, count)
            }
        lifetime.observeEnded { [texts] in texts.completed() }
    }
}

/// An object that keeps a lifetime's token: the lifetime ends when the object goes away.
fileprivate final class Screen {
    let lifetime: Lifetime
    private let token: Lifetime.Token

    init() {
        (lifetime, token) = Lifetime.make()
    }

    /// The `[weak self]` form that ends: the subscription completes when the screen goes away.
    func listen(to values: Signal<Int>, log: EventLog) {
        values.take(during: lifetime).subscribeNext({ [weak self] value in
            guard self != nil else { return }
            log.append("screen got \(value)")
        }, completed: { log.completed() })
    }
}

import Testing
import TestSupport
import Chapter02_Disposable

// The answer to challenge 2.5: the producer's timer keeps the subscriber, the subscriber keeps the
// block; the completion releases the blocks (the subscriber lets go of them) and its clean-up
// releases the subscriber (the timer lets go of it).
@Suite("Challenge 2.5: a clean-up that outlives you")
struct WhoKeepsTheBlockChallengeTests {
    @Test("Challenge 2.5: the next block lives while the timer runs, and goes when the signal completes")
    func completionReleasesTheBlock() {
        let ticker = ManualTicker()
        var keptSubscriber: Subscriber<Int>?
        let timer = Signal<Int>.createSignal { subscriber in
            keptSubscriber = subscriber
            return ticker.add { subscriber.sendNext(1) }
        }
        weak var captured: Tracked?
        do {
            let tracked = Tracked()
            captured = tracked
            timer.subscribeNext { _ in _ = tracked }
        }
        ticker.tick()
        #expect(captured != nil)
        keptSubscriber?.sendCompleted()
        #expect(captured == nil)
        #expect(ticker.count == 0)
    }
}

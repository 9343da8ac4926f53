import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter07_Multicast
#endif

/// What a finished chain of operators leaves behind, checked with weak references.
@Suite("What a finished chain lets go of")
struct CleanUpTests {
    @Test("A completed chain releases what its operators' blocks captured")
    func completionReleasesCaptures() {
        weak var captured: Tracked?
        let source = Subject<Int>()
        do {
            let tracked = Tracked()
            captured = tracked
            source
                .map { value -> Int in _ = tracked; return value }
                .filter { _ in _ = tracked; return true }
                .scan(withStart: 0) { sum, value in _ = tracked; return sum + value }
                .subscribeNext { _ in }
        }
        source.sendNext(1)
        #expect(captured != nil)
        source.sendCompleted()
        #expect(captured == nil)
    }

    @Test("A failed chain releases what its operators' blocks captured")
    func errorReleasesCaptures() {
        weak var captured: Tracked?
        let source = Subject<Int>()
        do {
            let tracked = Tracked()
            captured = tracked
            source.flattenMap { value -> Signal<Int> in _ = tracked; return .return(value) }.subscribeNext { _ in }
        }
        source.sendNext(1)
        #expect(captured != nil)
        source.sendError(TestError.boom)
        #expect(captured == nil)
    }

    @Test("Disposing a chain on a subject releases what its operators' blocks captured")
    func disposalReleasesCaptures() {
        weak var captured: Tracked?
        let source = Subject<Int>()
        let subscription: Disposable
        do {
            let tracked = Tracked()
            captured = tracked
            subscription = source.map { value -> Int in _ = tracked; return value }.distinctUntilChanged().subscribeNext { _ in }
        }
        #expect(captured != nil)
        subscription.dispose()
        #expect(captured == nil)
    }

    @Test("take releases what its chain captured once it completes, even if the source never does")
    func takeReleasesCaptures() {
        weak var captured: Tracked?
        let source = Subject<Int>()
        do {
            let tracked = Tracked()
            captured = tracked
            source.takeUntilBlock { value in _ = tracked; return value == 2 }.subscribeNext { _ in }
        }
        source.sendNext(1)
        #expect(captured != nil)
        source.sendNext(2)
        #expect(captured == nil)
    }

    @Test("A stopped source's subscriber lets go of its blocks, even if the producer keeps it")
    func stopReleasesTheSourceSubscriber() {
        weak var captured: Tracked?
        var kept: Subscriber<Int>?
        let source = Signal<Int>.createSignal { subscriber in kept = subscriber }
        do {
            let tracked = Tracked()
            captured = tracked
            source.takeUntilBlock { value in _ = tracked; return value == 2 }.subscribeNext { _ in }
        }
        kept?.sendNext(1)
        kept?.sendNext(2)
        #expect(kept != nil)
        #expect(captured == nil)
    }

    @Test("An inner signal that has completed releases what it captured, while the bind goes on")
    func finishedInnerIsReleased() {
        weak var captured: Tracked?
        let log = EventLog()
        let source = Subject<Int>()
        // One inner subject per value of the source: a subject that has completed stays completed.
        let inners = [Subject<Int>(), Subject<Int>()]
        var made = 0
        log.record(source.flattenMap { _ -> Signal<Int> in
            let tracked = Tracked()
            captured = tracked
            let inner = inners[made]
            made += 1
            return inner.map { value -> Int in _ = tracked; return value }
        })
        source.sendNext(0)
        inners[0].sendNext(1)
        #expect(captured != nil)
        inners[0].sendCompleted()
        #expect(captured == nil)
        source.sendNext(0)
        inners[1].sendNext(2)
        #expect(log.entries == ["next(1)", "next(2)"])
    }
}

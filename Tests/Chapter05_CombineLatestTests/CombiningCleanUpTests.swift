import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter05_CombineLatest
#endif

/// What a finished combination lets go of, checked with weak references.
@Suite("What a finished combination lets go of")
struct CombiningCleanUpTests {
    @Test("Exercise 5.1: A completed combineLatest releases what its reduce block captured")
    func combineLatestCompletionReleasesCaptures() {
        weak var captured: Tracked?
        let a = Subject<Int>(), b = Subject<Int>()
        do {
            let tracked = Tracked()
            captured = tracked
            Signal.combineLatest(a, b).reduceEach { x, y -> Int in _ = tracked; return x + y }.subscribeNext { _ in }
        }
        a.sendNext(1)
        b.sendNext(2)
        a.sendCompleted()
        #expect(captured != nil)
        b.sendCompleted()
        #expect(captured == nil)
    }

    @Test("Exercise 5.1: A combineLatest that fails releases what the other signals' operators captured")
    func combineLatestErrorReleasesTheOthers() {
        weak var captured: Tracked?
        let a = Subject<Int>(), b = Subject<Int>()
        do {
            let tracked = Tracked()
            captured = tracked
            let mapped = b.map { value -> Int in _ = tracked; return value }
            Signal.combineLatest([a, mapped]).subscribeNext { _ in }
        }
        #expect(captured != nil)
        a.sendError(TestError.boom)
        #expect(captured == nil)
    }

    @Test("Exercise 5.1: Disposing combineLatest releases what its signals' operators captured")
    func combineLatestDisposalReleasesCaptures() {
        weak var captured: Tracked?
        let a = Subject<Int>(), b = Subject<Int>()
        let subscription: Disposable
        do {
            let tracked = Tracked()
            captured = tracked
            subscription = a.map { value -> Int in _ = tracked; return value }.combineLatest(with: b).subscribeNext { _ in }
        }
        #expect(captured != nil)
        subscription.dispose()
        #expect(captured == nil)
    }

    @Test("Exercise 5.2: zip's completion releases what the signals still running captured")
    func zipCompletionReleasesTheOthers() {
        weak var captured: Tracked?
        let a = Subject<Int>(), b = Subject<Int>()
        do {
            let tracked = Tracked()
            captured = tracked
            Signal.zip(a, b.map { value -> Int in _ = tracked; return value }).subscribeNext { _ in }
        }
        b.sendNext(1)
        #expect(captured != nil)
        a.sendCompleted()
        #expect(captured == nil)
    }

    @Test("Exercise 5.3: merge's error releases what the other signals' operators captured")
    func mergeErrorReleasesTheOthers() {
        weak var captured: Tracked?
        let a = Subject<Int>(), b = Subject<Int>()
        do {
            let tracked = Tracked()
            captured = tracked
            a.merge(b.map { value -> Int in _ = tracked; return value }).subscribeNext { _ in }
        }
        #expect(captured != nil)
        a.sendError(TestError.boom)
        #expect(captured == nil)
    }

    @Test("Exercise 5.3: merge releases a signal that has completed while the others go on")
    func mergeReleasesACompletedSignal() {
        weak var captured: Tracked?
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<Int>()
        do {
            let tracked = Tracked()
            captured = tracked
            log.record(a.map { value -> Int in _ = tracked; return value }.merge(b))
        }
        a.sendNext(1)
        a.sendCompleted()
        #expect(captured == nil)
        b.sendNext(2)
        #expect(log.entries == ["next(1)", "next(2)"])
    }
}

import Testing
import TestSupport
import Chapter05_CombineLatest

@Suite("Challenge 5: two threads")
struct TwoThreadsChallengeTests {
    @Test("Challenge 5: two threads send at once, and every update arrives, one at a time")
    func noUpdateIsLost() {
        let perThread = 2_000
        let a = Subject<Int>()
        let b = Subject<Int>()
        let count = Locked(0)
        let detector = OverlapDetector()
        Signal.synchronizedCombineLatest(a, b).subscribeNext { _ in
            detector.enter()
            count.withLock { $0 += 1 }
            detector.exit()
        }
        // One value each first, so that every later value makes exactly one combined value.
        a.sendNext(0)
        b.sendNext(0)
        let subjects = Locked([a, b])
        let finished = runConcurrently(threads: 2) { index in
            let subject = subjects.value[index]
            for value in 1...perThread { subject.sendNext(value) }
        }
        #expect(finished)
        #expect(count.value == 1 + 2 * perThread)
        #expect(detector.overlaps == 0)
    }
}

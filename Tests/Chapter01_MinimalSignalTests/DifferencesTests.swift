import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter01_MinimalSignal
#endif

/// Chapter 1's deliberate simplifications, one test each. They run against the chapter only:
/// `RAC` behaves differently on purpose, and the reason is written next to each test.
@Suite("Differences from RAC")
struct DifferencesTests {
    @Test(
        "On purpose, this chapter differs from RAC here: its subscriber holds a next block and nothing else: no completion, no error, no disposal",
        .disabled(if: isParity, "RAC's Subscriber also holds error and completed blocks, its subscriptions and a delivery queue")
    )
    func subscriberHoldsOnlyANextBlock() {
        let onPurpose: Comment = "on purpose: this chapter differs from RAC here, because chapter 1 builds the smallest signal that works; chapter 2 adds completion, errors and disposal"
        let subscriber = Subscriber<Int>(next: { _ in })
        let stored = Mirror(reflecting: subscriber).children.compactMap(\.label)
        #expect(stored == ["next"], onPurpose)
    }

    @Test(
        "Exercise 1.1: On purpose, this chapter differs from RAC here: its subscriber does not serialise values sent from several threads",
        .disabled(if: isParity, "RAC runs a subscriber's blocks one at a time, each on its sender's thread: a second sender waits its turn")
    )
    func valuesFromSeveralThreadsMayOverlap() {
        let onPurpose: Comment = "on purpose: this chapter differs from RAC here, because the chapters leave thread safety out to stay short; RAC runs a subscriber's blocks one at a time (Docs/FromChapter8ToRAC.md, section 1)"
        let entered = Counter()
        let overlapped = Counter()
        let subscriber = Subscriber<Int>(next: { _ in
            entered.increment()
            // Wait inside the block for the other thread to arrive. In RAC it never could (it waits
            // its turn outside the block); here both threads are inside at once.
            if waitUntil(timeout: 5, { entered.value == 2 }) { overlapped.increment() }
        })
        // Chapter 1's subscriber is not `Sendable` (it has no lock); `Locked` carries it across anyway.
        let shared = Locked(subscriber)
        let finished = runConcurrently(threads: 2) { index in shared.value.sendNext(index) }
        #expect(finished, onPurpose)
        #expect(overlapped.value == 2, onPurpose)
    }
}

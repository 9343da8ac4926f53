import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter07_Multicast
#endif

/// Chapter 4's deliberate simplifications, one test each. They run against the chapter only:
/// `RAC` behaves differently on purpose, and the reason is written next to each test.
@Suite("Differences from RAC")
struct DifferencesTests {
    @Test(
        "On purpose, this chapter differs from RAC here: disposing a chain ends each operator's subscriber silently, and its blocks go even if the producer keeps it",
        .disabled(if: isParity, "RAC ends an operator's subscriber only on a stop; disposal disposes its subscriptions and the blocks go with the subscriber")
    )
    func disposalReleasesOperatorBlocks() {
        let onPurpose: Comment = "on purpose: this chapter differs from RAC here, because `link(to:)` ends an operator's subscriber when its subscription is disposed, which lets its blocks go at once; RAC only disposes the subscriptions"
        weak var captured: Tracked?
        var kept: Subscriber<Int>?
        let source = Signal<Int>.createSignal { subscriber in kept = subscriber }
        let subscription: Disposable
        do {
            let tracked = Tracked()
            captured = tracked
            subscription = source.map { value -> Int in _ = tracked; return value }.subscribeNext { _ in }
        }
        subscription.dispose()
        #expect(kept != nil, onPurpose)  // a producer that ignores disposal still holds its subscriber
        #expect(captured == nil, onPurpose)
    }
}

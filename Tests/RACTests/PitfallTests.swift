import Foundation
import Testing
import RAC
import TestSupport

/// Consequences of the rules that users trip over (Docs/Contracts.md §9), where no other test
/// shows them.
@Suite("Where users trip")
struct PitfallTests {
    // Docs/Contracts.md C9.8: a retry resubscribes, and a replay answers a resubscription with what
    // it already has.
    @Test("retry redoes cold work, but not replayed work: the replay answers every attempt with the same error")
    func retryCannotRedoReplayedWork() {
        let scheduler = TestScheduler()
        let coldRuns = Counter()
        let replayedRuns = Counter()
        let log = EventLog()
        @Sendable func work(_ runs: Counter) -> Signal<Int> {
            Signal<Int>.createSignal { subscriber in
                runs.increment()
                subscriber.sendError(TestError.boom)
            }
        }
        let replayed = work(replayedRuns).replayLazily()
        scheduler.schedule {
            work(coldRuns).retry(2).subscribeError { log.append("cold \($0)") }
            replayed.retry(2).subscribeError { log.append("replayed \($0)") }
        }
        scheduler.run()
        #expect(coldRuns.value == 3)
        #expect(replayedRuns.value == 1)
        #expect(log.entries == ["cold boom", "replayed boom"])
    }
}

import Foundation
import Testing
import TestSupport
import Chapter08_Command

@Suite("Challenge 3: make execute atomic")
struct AtomicSectionChallengeTests {
    @Test("Challenge 3: bodies from several threads never overlap")
    func noOverlap() {
        let section = AtomicSection()
        let detector = OverlapDetector()
        let finished = runConcurrently(threads: 4) { _ in
            for _ in 0..<50 {
                section.run {
                    detector.enter()
                    Thread.sleep(forTimeInterval: 0.0002)
                    detector.exit()
                }
            }
        }
        #expect(finished)
        #expect(detector.overlaps == 0)
    }

    // On a thread with a bounded wait: a non-recursive lock would wait for itself here.
    @Test("Challenge 3: a run from inside a run, on the same thread, gets in: the lock is recursive")
    func reentrantRun() {
        let section = AtomicSection()
        let result = runOnThread(timeout: 2) { () -> Int in
            section.run { section.run { 42 } }
        }
        #expect(result == 42)
    }
}

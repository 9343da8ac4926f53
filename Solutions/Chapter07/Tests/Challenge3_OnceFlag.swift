import Testing
import TestSupport
import Chapter07_Multicast

@Suite("Challenge 3: make connect() race-free")
struct OnceFlagChallengeTests {
    @Test("Challenge 3: of eight threads claiming at once, exactly one wins")
    func exactlyOneClaims() {
        for _ in 0..<50 {
            let flag = OnceFlag()
            let winners = Locked(0)
            let finished = runConcurrently(threads: 8) { _ in
                if flag.claim() { winners.withLock { $0 += 1 } }
            }
            #expect(finished)
            #expect(winners.value == 1)
        }
    }

    @Test("Challenge 3: once claimed, always claimed")
    func staysClaimed() {
        let flag = OnceFlag()
        #expect(flag.claim())
        #expect(!flag.claim())
        #expect(!flag.claim())
    }
}

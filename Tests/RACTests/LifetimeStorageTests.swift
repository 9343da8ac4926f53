import Foundation
@testable import RAC
import TestSupport
import Testing

/// A lifetime's storage of waiting actions: disposing N `take(during:)` subscriptions costs O(N),
/// counted in the slots the storage touches (not timed), and the storage keeps the order of the
/// actions that are left and releases the ones that are gone.
@Suite("Lifetime storage", .checksLiveObjects)
struct LifetimeStorageTests {
    /// The orders in which a test disposes its subscriptions: newest first (the worst case for a
    /// search from the front), oldest first (the worst case for removal by shifting), and from the
    /// middle outwards.
    private static func disposalOrders(_ count: Int) -> [(String, [Int])] {
        let middleOut = (0..<count).sorted { abs($0 - count / 2) < abs($1 - count / 2) }
        return [
            ("newest first", Array((0..<count).reversed())),
            ("oldest first", Array(0..<count)),
            ("middle out", middleOut),
        ]
    }

    @Test("disposing N take(during:) subscriptions touches at most a few slots per subscription, in any order", arguments: [1_000, 4_000])
    func disposalIsLinear(count: Int) {
        for (order, indices) in Self.disposalOrders(count) {
            let (lifetime, token) = Lifetime.make()
            let subscriptions = (0..<count).map { _ in
                Signal<Int>.never().take(during: lifetime).subscribeNext { _ in }
            }
            #expect(lifetime.storageCounts.waiting == count)
            let before = lifetime.storageCounts.work
            for index in indices { subscriptions[index].dispose() }
            let counts = lifetime.storageCounts
            #expect(counts.waiting == 0, "\(order)")
            // O(N): one slot per removal, plus compactions that together move fewer than 2N.
            #expect(counts.work - before <= 4 * count, "\(order): \(counts.work - before) slots for \(count) removals")
            withExtendedLifetime(token) {}
        }
    }

    @Test("after scattered disposals the actions left run once each, in the order they were added, and the removed ones are released")
    func orderAndReleaseAfterCompaction() {
        let lifetime: Lifetime
        var token: Lifetime.Token?
        (lifetime, token) = Lifetime.make()
        let log = EventLog()
        var released: [Int: () -> Tracked?] = [:]
        var observations: [Disposable] = []
        for index in 0..<200 {
            let tracked = Tracked()
            weak let weakTracked = tracked
            released[index] = { weakTracked }
            observations.append(lifetime.observeEnded {
                _ = tracked
                log.append("\(index)")
            })
        }
        // Every index not divisible by 3, in a scattered order: enough holes to compact twice.
        let removed = (0..<200).filter { $0 % 3 != 0 }.sorted { ($0 * 37) % 200 < ($1 * 37) % 200 }
        for index in removed { observations[index].dispose() }
        #expect(lifetime.storageCounts.waiting == 200 - removed.count)
        #expect(removed.allSatisfy { released[$0]!() == nil }, "a disposed observation's action is released at once")
        token = nil
        #expect(log.entries == (0..<200).filter { $0 % 3 == 0 }.map(String.init))
        #expect(lifetime.storageCounts.waiting == 0)
        #expect((0..<200).allSatisfy { released[$0]!() == nil }, "the lifetime keeps no action after it ends")
        withExtendedLifetime(token) {}
    }
}

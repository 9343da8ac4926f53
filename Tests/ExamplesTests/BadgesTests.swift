import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

@Suite("Badges (seed 001 三)")
struct BadgesTests {
    @Test func startsWithEveryDotHidden() {
        let app = BadgesViewModel()
        #expect([app.tabDot, app.myMessageDot, app.systemMessageDot, app.groupMessageDot].allSatisfy { $0.isHidden })
    }

    /// The tab dot's truth table: hidden only when all three counts are 0.
    @Test(arguments: 0..<8)
    func tabDotTruthTable(row: Int) {
        let app = BadgesViewModel()
        let my = row & 1 == 0 ? 0 : 3
        let system = row & 2 == 0 ? 0 : 1
        let group = row & 4 == 0 ? 0 : 12
        app.myMessageCount = my
        app.systemMessageCount = system
        app.groupMessageCount = group
        #expect(app.tabDot.isHidden == (row == 0))
        #expect(app.myMessageDot.isHidden == (my == 0))
        #expect(app.systemMessageDot.isHidden == (system == 0))
        #expect(app.groupMessageDot.isHidden == (group == 0))
    }

    @Test func theTabDotFollowsEveryChange() {
        let app = BadgesViewModel()
        let log = EventLog()
        app.tabDot.$isHidden.subscribeNext { log.next($0) }
        app.myMessageCount = 2  // shown
        app.groupMessageCount = 5  // still shown
        app.myMessageCount = 0  // still shown (groups)
        app.groupMessageCount = 0  // hidden
        #expect(log.entries == ["next(true)", "next(false)", "next(false)", "next(false)", "next(true)"])
    }

    @Test func eachDotFollowsOnlyItsCount() {
        let app = BadgesViewModel()
        app.systemMessageCount = 1
        #expect(!app.systemMessageDot.isHidden)
        #expect(app.myMessageDot.isHidden)
        #expect(app.groupMessageDot.isHidden)
        app.systemMessageCount = 0
        #expect(app.systemMessageDot.isHidden)
    }
}

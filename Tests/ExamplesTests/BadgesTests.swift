import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

@Suite("Badges (seed 001 三)")
struct BadgesTests {
    @Test func startsWithEveryDotHidden() {
        let screen = BadgesScreen()
        #expect([screen.tabDot, screen.myMessageDot, screen.systemMessageDot, screen.groupMessageDot].allSatisfy { $0.isHidden })
    }

    /// The tab dot's truth table: hidden only when all three counts are 0.
    @Test(arguments: 0..<8)
    func tabDotTruthTable(row: Int) {
        let screen = BadgesScreen()
        let app = screen.viewModel
        let my = row & 1 == 0 ? 0 : 3
        let system = row & 2 == 0 ? 0 : 1
        let group = row & 4 == 0 ? 0 : 12
        app.myMessageCount = my
        app.systemMessageCount = system
        app.groupMessageCount = group
        #expect(screen.tabDot.isHidden == (row == 0))
        #expect(screen.myMessageDot.isHidden == (my == 0))
        #expect(screen.systemMessageDot.isHidden == (system == 0))
        #expect(screen.groupMessageDot.isHidden == (group == 0))
    }

    @Test func theTabDotFollowsEveryChange() {
        let screen = BadgesScreen()
        let app = screen.viewModel
        let log = EventLog()
        screen.tabDot.$isHidden.subscribeNext { log.next($0) }
        app.myMessageCount = 2  // shown
        app.groupMessageCount = 5  // still shown
        app.myMessageCount = 0  // still shown (groups)
        app.groupMessageCount = 0  // hidden
        #expect(log.entries == ["next(true)", "next(false)", "next(false)", "next(false)", "next(true)"])
    }

    @Test func eachDotFollowsOnlyItsCount() {
        let screen = BadgesScreen()
        let app = screen.viewModel
        app.systemMessageCount = 1
        #expect(!screen.systemMessageDot.isHidden)
        #expect(screen.myMessageDot.isHidden)
        #expect(screen.groupMessageDot.isHidden)
        app.systemMessageCount = 0
        #expect(screen.systemMessageDot.isHidden)
    }
}

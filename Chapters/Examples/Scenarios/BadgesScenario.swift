import Foundation
import RAC

extension ExampleScenario {
    /// Seed 001 三 (Docs/Sources.md): unread counts come and go; each dot follows its count, the tab dot stays until
    /// all three are read.
    public static let badges = ExampleScenario(
        name: "badges",
        description: "Badge dots: one per unread count, the tab dot hidden only when all three counts are 0",
        duration: 7
    ) { recorder in
        let screen = BadgesScreen()
        recorder.retain(screen)
        let app = screen.viewModel

        let facts = BadgesFacts()
        screen.tabDot.$isHidden.skip(1).distinctUntilChanged().subscribeNext { [weak recorder] isHidden in
            guard let time = recorder?.time else { return }
            if isHidden { facts.hidden.append(time) } else { facts.shown.append(time) }
        }

        recorder.show {
            [
                "tab: \(screen.tabDot)",
                "messages: \(app.myMessageCount) \(screen.myMessageDot)",
                "system: \(app.systemMessageCount) \(screen.systemMessageDot)",
                "groups: \(app.groupMessageCount) \(screen.groupMessageDot)",
            ]
        }

        recorder.at(1) {
            app.myMessageCount += 2
            return "push: 2 messages"
        }
        recorder.at(2) {
            app.groupMessageCount += 5
            return "push: 5 group messages"
        }
        recorder.at(3) {
            app.myMessageCount = 0
            return "read the messages"
        }
        recorder.at(4) {
            app.systemMessageCount += 1
            return "push: 1 system message"
        }
        recorder.at(5) {
            app.groupMessageCount = 0
            return "read the group messages"
        }
        recorder.at(6) {
            app.systemMessageCount = 0
            return "read the system message"
        }

        return {
            let periods = zip(facts.shown, facts.hidden).map { "\(TimelineLine.seconds($0))–\(TimelineLine.seconds($1))s" }
            return "badges: tab dot shown \(periods.joined(separator: ", ")), hidden once all three counts were 0"
        }
    }
}

/// What the badges run noticed, for its summary.
private final class BadgesFacts {
    var shown: [TimeInterval] = []
    var hidden: [TimeInterval] = []
}

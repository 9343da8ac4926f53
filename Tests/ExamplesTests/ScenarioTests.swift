import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

@Suite("Scenarios")
struct ScenarioTests {
    @Test func theCatalogListsTheNineScenariosInOrder() {
        #expect(ExampleCatalog.all.map(\.name) == ["send-code", "login", "badges", "login-state", "publish", "delegate", "user-name", "search", "sign-in"])
        for scenario in ExampleCatalog.all {
            #expect(!scenario.description.isEmpty)
            #expect(!scenario.description.contains("\n"))
            #expect(ExampleCatalog.scenario(named: scenario.name)?.name == scenario.name)
        }
        #expect(ExampleCatalog.scenario(named: "nope") == nil)
    }

    @Test func aLineShowsTimeWhatAndState() {
        let line = TimelineLine(kind: .action, time: 1, what: "tap \"Send code\"", state: "button: disabled \"Send code\"")
        #expect(line.description == "t=  1.0s  tap \"Send code\"                   button: disabled \"Send code\"")
        let long = TimelineLine(kind: .event, time: 62, what: String(repeating: "x", count: 40), state: "s")
        #expect(long.description == "t= 62.0s  \(String(repeating: "x", count: 40))  s")
        let summary = TimelineLine(kind: .summary, time: 70, what: "done", state: "")
        #expect(summary.description == "done")
    }

    @Test func everyRunStartsWithTheScreenAndEndsWithItsSummary() {
        for scenario in ExampleCatalog.all {
            let lines = scenario.lines()
            #expect(lines.first?.what == "open screen")
            #expect(lines.first?.time == 0)
            #expect(lines.last?.kind == .summary)
            #expect(lines.last?.what.hasPrefix("\(scenario.name): ") == true)
            #expect(lines.dropLast().allSatisfy { $0.kind != .summary })
            // Times never go backwards.
            let times = lines.dropLast().map(\.time)
            #expect(times == times.sorted(), "\(scenario.name)")
        }
    }

    @Test func aRunIsDeterministic() {
        for scenario in ExampleCatalog.all {
            #expect(scenario.transcript() == scenario.transcript())
        }
    }

    @Test func theSendCodeSummary() {
        #expect(ExampleScenario.sendCode.lines().last?.what == "send-code: requests at 1.0s and 64.0s; countdown 60 s, button enabled again at 62.0s; the second countdown stopped after 2 s, when the screen closed at 67.5s")
    }

    /// `--realtime` paces the same scenario by the wall clock: the lines must be the same.
    /// (Run very fast on its own thread, whose run loop it drives; the test checks the text only.)
    @Test func realtimeGivesTheSameLines() {
        for scenario in ExampleCatalog.all {
            let realtime = runOnThread(timeout: 30) { () -> [TimelineLine] in
                var lines: [TimelineLine] = []
                scenario.runRealtime(speed: 2000) { lines.append($0) }
                return lines
            }
            #expect(realtime == scenario.lines(), "\(scenario.name)")
        }
    }
}

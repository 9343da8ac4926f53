import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

/// The search screen (`SearchViewModel`): each test fails on one plausible mistake in the chain
/// (named in its comment), with exact logs of the states and of the server's requests.
@Suite("Search (throttle, distinctUntilChanged, switchToLatest)")
struct SearchTests {
    let scheduler = TestScheduler()

    /// A screen on virtual time, its server, and a log of every state the view model sets
    /// (`"<seconds> <state>"`, after the initial one).
    private func makeScreen(slowQueries: [String: TimeInterval] = [:], failingQueries: Set<String> = []) -> (SearchScreen, SearchService, EventLog) {
        let service = SearchService(scheduler: scheduler, slowQueries: slowQueries, failingQueries: failingQueries)
        let screen = SearchScreen(service: service, scheduler: scheduler)
        let states = EventLog()
        screen.viewModel.$state.skip(1).subscribeNext { [scheduler] state in
            states.append(String(format: "%.1f ", scheduler.seconds) + "\(state)")
        }
        return (screen, service, states)
    }

    /// At virtual second `time`, deletes `deleting` characters, then types `text`.
    private func edit(_ screen: SearchScreen, at time: TimeInterval, deleting: Int = 0, type text: String = "") {
        scheduler.advance(toSecond: time)
        screen.field.deleteBackward(deleting)
        screen.field.type(text)
    }

    /// Mistake caught: no `throttle` (a request for "sw", "swi", "swif" and "swift").
    @Test func fastTypingMakesOneRequestOnceTypingPauses() {
        let (screen, service, states) = makeScreen()
        for (index, letter) in ["s", "w", "i", "f", "t"].enumerated() {
            edit(screen, at: 1 + Double(index) / 10, type: letter)
        }
        scheduler.advance(toSecond: 1.69)
        #expect(service.started == [], "searched before typing paused")
        scheduler.advance(toSecond: 3)
        #expect(service.started == ["swift"])
        #expect(states.entries == [
            "0.3 idle",
            #"1.7 searching("swift")"#,
            #"2.2 found("swift", ["ReactiveSwift", "RxSwift", "SwiftLint"])"#,
        ])
        #expect(screen.resultsLabel.text == "ReactiveSwift, RxSwift, SwiftLint")
        #expect(!screen.spinner.isAnimating)
    }

    /// Mistakes caught: no `distinctUntilChanged()`, or comparing before trimming (either asks
    /// for "swift" twice).
    @Test func aQueryThatTrimsToTheLastOneMakesNoRequest() {
        let (screen, service, states) = makeScreen()
        edit(screen, at: 1, type: "swift")
        edit(screen, at: 3, type: " ")
        edit(screen, at: 5, deleting: 1, type: "  ")
        scheduler.advance(toSecond: 8)
        #expect(screen.field.text == "swift  ")
        #expect(service.started == ["swift"])
        #expect(states.entries == [
            "0.3 idle",
            #"1.3 searching("swift")"#,
            #"1.8 found("swift", ["ReactiveSwift", "RxSwift", "SwiftLint"])"#,
        ])
    }

    /// Mistake caught: `flatten()` (a merge) instead of `switchToLatest()`: "rac"'s late answer
    /// at 4.3 s would replace "rx"'s.
    @Test func aSlowAnswerNeverOverwritesANewerQuery() {
        let (screen, service, states) = makeScreen(slowQueries: ["rac": 3])
        edit(screen, at: 1, type: "rac")  // searched at 1.3, would answer at 4.3
        edit(screen, at: 2, deleting: 2, type: "x")  // "rx", searched at 2.3
        scheduler.advance(toSecond: 10)
        #expect(states.entries == [
            "0.3 idle",
            #"1.3 searching("rac")"#,
            #"2.3 searching("rx")"#,
            #"2.8 found("rx", ["RxSwift", "RxCocoa"])"#,
        ])
        #expect(screen.resultsLabel.text == "RxSwift, RxCocoa")
        #expect(service.started == ["rac", "rx"])
        #expect(service.finished == ["rx"])
    }

    /// Mistake caught: the request signal does not cancel the request when its subscription is
    /// disposed (`createSignal` returning no clean-up): the server would still run "rac".
    @Test func theOvertakenRequestIsCancelledAtTheServer() {
        let (screen, service, _) = makeScreen(slowQueries: ["rac": 3])
        edit(screen, at: 1, type: "rac")
        scheduler.advance(toSecond: 2)
        #expect(service.running == ["rac"])
        edit(screen, at: 2, deleting: 2, type: "x")
        scheduler.advance(toSecond: 2.3)
        #expect(service.running == ["rx"])
        #expect(service.cancelled == ["rac"])
        scheduler.advance(toSecond: 2.8)
        #expect(service.running == [])
        #expect(scheduler.queuedCount == 0, "the cancelled request's answer is still scheduled")
    }

    /// Mistake caught: the error caught outside `switchToLatest()` (or not at all): the chain
    /// would end at the first failure, and "rx" would never be searched.
    @Test func aFailureIsShownAndTheNextQueryStillWorks() {
        let (screen, service, states) = makeScreen(failingQueries: ["objc"])
        edit(screen, at: 1, type: "objc")
        scheduler.advance(toSecond: 2)
        #expect(screen.resultsLabel.text == "search failed")
        #expect(!screen.spinner.isAnimating)
        edit(screen, at: 3, deleting: 4, type: "rx")
        scheduler.advance(toSecond: 5)
        #expect(service.started == ["objc", "rx"])
        #expect(states.entries == [
            "0.3 idle",
            #"1.3 searching("objc")"#,
            #"1.8 failed("objc")"#,
            #"3.3 searching("rx")"#,
            #"3.8 found("rx", ["RxSwift", "RxCocoa"])"#,
        ])
        #expect(screen.resultsLabel.text == "RxSwift, RxCocoa")
    }

    /// Mistake caught: short queries filtered out instead of clearing: the old results would
    /// stay, and a slow request in flight would still fill the list.
    @Test func aOneCharacterQueryClearsTheResultsAndCancelsTheRequest() {
        let (screen, service, states) = makeScreen(slowQueries: ["rac": 3])
        edit(screen, at: 1, type: "rx")
        scheduler.advance(toSecond: 2)
        #expect(screen.resultsLabel.text == "RxSwift, RxCocoa")
        edit(screen, at: 3, deleting: 1)  // "r"
        scheduler.advance(toSecond: 4)
        #expect(screen.resultsLabel.text == "")
        edit(screen, at: 5, deleting: 1, type: "rac")  // searched at 5.3, would answer at 8.3
        edit(screen, at: 6, deleting: 2)  // "r" again, at 6.3
        scheduler.advance(toSecond: 10)
        #expect(screen.resultsLabel.text == "")
        #expect(service.cancelled == ["rac"])
        #expect(states.entries == [
            "0.3 idle",
            #"1.3 searching("rx")"#,
            #"1.8 found("rx", ["RxSwift", "RxCocoa"])"#,
            "3.3 idle",
            #"5.3 searching("rac")"#,
            "6.3 idle",
        ])
    }

    /// Mistake caught: the chain not ended by the screen's lifetime (and holding the view model
    /// strongly): the view model would outlive its screen, and the request would keep running.
    @Test func aReleasedScreenTakesItsViewModelAndCancelsTheRequest() {
        let service = SearchService(scheduler: scheduler, slowQueries: ["rac": 3])
        weak var weakScreen: SearchScreen?
        weak var weakViewModel: SearchViewModel?
        weak var weakField: TextField?
        weak var weakLabel: Label?
        do {
            let screen = SearchScreen(service: service, scheduler: scheduler)
            weakScreen = screen
            weakViewModel = screen.viewModel
            weakField = screen.field
            weakLabel = screen.resultsLabel
            edit(screen, at: 1, type: "rac")
            scheduler.advance(toSecond: 2)
            #expect(screen.spinner.isAnimating)
            #expect(service.running == ["rac"])
        }
        #expect(weakScreen == nil)
        #expect(weakViewModel == nil)
        #expect(weakField == nil)
        #expect(weakLabel == nil)
        #expect(service.running == [])
        #expect(service.cancelled == ["rac"])
        scheduler.advance(toSecond: 10)
        #expect(scheduler.queuedCount == 0)
    }

    /// Closing the screen ends its lifetime: the request is cancelled, and typing searches no more.
    @Test func closingTheScreenStopsTheSearch() {
        let (screen, service, _) = makeScreen(slowQueries: ["rac": 3])
        edit(screen, at: 1, type: "rac")
        scheduler.advance(toSecond: 2)
        screen.close()
        #expect(service.cancelled == ["rac"])
        edit(screen, at: 3, deleting: 2, type: "x")
        scheduler.advance(toSecond: 10)
        #expect(service.started == ["rac"])
        #expect(scheduler.queuedCount == 0)
    }

    @Test func whatTheLabelSays() {
        typealias State = SearchViewModel.State
        #expect(State.idle.resultsText == "")
        #expect(State.searching("rac").resultsText == "searching rac…")
        #expect(State.found("rx", ["RxSwift", "RxCocoa"]).resultsText == "RxSwift, RxCocoa")
        #expect(State.found("zz", []).resultsText == "nothing for zz")
        #expect(State.failed("objc").resultsText == "search failed")
        #expect(State.searching("rac").isSearching)
        #expect(!State.found("rx", []).isSearching)
    }

    /// The workshop's timeline: each point of the tests above, in one session. Nothing happens
    /// at 3.3 s ("swift " is "swift" again) nor at 7.5 s (when "rac" would have answered).
    @Test func transcript() {
        #expect(ExampleScenario.search.transcript() == #"""
        t=  0.0s  open screen                       field: "" · spinner: off · results: (none)
        t=  1.0s  type "s"                          field: "s" · spinner: off · results: (none)
        t=  1.1s  type "w"                          field: "sw" · spinner: off · results: (none)
        t=  1.2s  type "i"                          field: "swi" · spinner: off · results: (none)
        t=  1.3s  type "f"                          field: "swif" · spinner: off · results: (none)
        t=  1.4s  type "t"                          field: "swift" · spinner: off · results: (none)
        t=  1.7s  → request search(swift)           field: "swift" · spinner: on · results: searching swift…
        t=  2.2s  → server: 3 results for swift     field: "swift" · spinner: off · results: ReactiveSwift, RxSwift, SwiftLint
        t=  3.0s  type " "                          field: "swift " · spinner: off · results: ReactiveSwift, RxSwift, SwiftLint
        t=  4.0s  delete 6 characters               field: "" · spinner: off · results: ReactiveSwift, RxSwift, SwiftLint
        t=  4.2s  type "rac"                        field: "rac" · spinner: off · results: ReactiveSwift, RxSwift, SwiftLint
        t=  4.5s  → request search(rac)             field: "rac" · spinner: on · results: searching rac…
        t=  5.0s  delete 2 characters               field: "r" · spinner: on · results: searching rac…
        t=  5.1s  type "x"                          field: "rx" · spinner: on · results: searching rac…
        t=  5.4s  → request search(rx)              field: "rx" · spinner: on · results: searching rx…
        t=  5.4s  → cancel search(rac)              field: "rx" · spinner: on · results: searching rx…
        t=  5.9s  → server: 2 results for rx        field: "rx" · spinner: off · results: RxSwift, RxCocoa
        t=  8.0s  delete 2 characters               field: "" · spinner: off · results: RxSwift, RxCocoa
        t=  8.1s  type "objc"                       field: "objc" · spinner: off · results: RxSwift, RxCocoa
        t=  8.4s  → request search(objc)            field: "objc" · spinner: on · results: searching objc…
        t=  8.9s  → server: search(objc) failed     field: "objc" · spinner: off · results: search failed
        t= 10.0s  delete 4 characters               field: "" · spinner: off · results: search failed
        t= 10.1s  type "cocoa"                      field: "cocoa" · spinner: off · results: search failed
        t= 10.4s  → request search(cocoa)           field: "cocoa" · spinner: on · results: searching cocoa…
        t= 10.9s  → server: 2 results for cocoa     field: "cocoa" · spinner: off · results: ReactiveCocoa, RxCocoa
        t= 12.0s  delete 4 characters               field: "c" · spinner: off · results: ReactiveCocoa, RxCocoa
        t= 12.3s  → cleared: query too short        field: "c" · spinner: off · results: (none)
        search: 37 keystrokes, 5 requests (swift, rac, rx, objc, cocoa), cancelled: rac, failed: objc, still running: 0
        """# + "\n")
    }
}

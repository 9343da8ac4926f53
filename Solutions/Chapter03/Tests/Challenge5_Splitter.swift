import Testing
import TestSupport
import Chapter03_Subject

@Suite("Challenge 3.5: a subject as a splitter")
struct SplitterChallengeTests {
    private func request(_ runs: Counter) -> Signal<String> {
        Signal.createSignal { subscriber in
            _ = runs.increment()
            subscriber.sendNext("answer")
            subscriber.sendCompleted()
        }
    }

    @Test("Challenge 3.5: three screens, one run of the request")
    func oneRunForThreeScreens() {
        let runs = Counter()
        let log = EventLog()
        let splitter = Splitter(request(runs))
        for screen in ["A", "B", "C"] { log.record(splitter.signal, screen) }
        splitter.start()
        #expect(runs.value == 1)
        #expect(log.entries == ["A next(answer)", "B next(answer)", "C next(answer)", "A completed", "B completed", "C completed"])
    }

    @Test("Challenge 3.5: a screen that subscribes after the answer gets it from a replay subject, and nothing from a plain one")
    func lateScreen() {
        let runs = Counter()
        let replaying = Splitter(request(runs))
        let plain = Splitter(request(runs), replaying: false)
        replaying.start()
        plain.start()
        let log = EventLog()
        log.record(replaying.signal, "replaying")
        log.record(plain.signal, "plain")
        #expect(log.entries == ["replaying next(answer)", "replaying completed"])
        #expect(runs.value == 2)
    }
}

import Testing
import TestSupport
import Chapter03_Subject

@Suite("Challenge 3.3: make replay atomic")
struct LiveReplaySubjectChallengeTests {
    @Test("Challenge 3.3: a value sent from inside a replayed handler reaches that subscriber, in order")
    func valueSentDuringReplayIsHeard() {
        let log = EventLog()
        let subject = LiveReplaySubject<Int>()
        subject.sendNext(1)
        subject.subscribeNext { value in
            log.next(value)
            if value == 1 { subject.sendNext(2) }
        }
        subject.sendNext(3)
        #expect(log.entries == ["next(1)", "next(2)", "next(3)"])
    }

    @Test("Challenge 3.3: a send that trims the buffer mid-replay skips nothing it still keeps")
    func trimmingDuringReplay() {
        let log = EventLog()
        let subject = LiveReplaySubject<Int>(capacity: 2)
        subject.sendNext(1)
        subject.sendNext(2)
        subject.subscribeNext { value in
            log.next(value)
            if value == 1 { subject.sendNext(3) }
        }
        #expect(log.entries == ["next(1)", "next(2)", "next(3)"])
        let late = EventLog()
        late.record(subject)
        #expect(late.entries == ["next(2)", "next(3)"])
    }

    @Test("Challenge 3.3: it still replays to late subscribers and sends live values to everyone")
    func replaysAndForwards() {
        let log = EventLog()
        let subject = LiveReplaySubject<Int>()
        subject.sendNext(1)
        log.record(subject, "A")
        subject.sendNext(2)
        log.record(subject, "B")
        #expect(log.entries == ["A next(1)", "A next(2)", "B next(1)", "B next(2)"])
    }
}

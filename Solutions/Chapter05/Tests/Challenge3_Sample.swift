import Testing
import TestSupport
import Chapter05_CombineLatest

@Suite("Challenge 3: sample")
struct SampleChallengeTests {
    @Test("Challenge 3: the latest value on each sampler event; nothing before the first; repeats allowed")
    func samples() {
        let log = EventLog()
        let source = Subject<String>()
        let sampler = Subject<Void>()
        log.record(source.sample(sampler))
        sampler.sendNext(())
        source.sendNext("a")
        source.sendNext("b")
        sampler.sendNext(())
        sampler.sendNext(())
        source.sendNext("c")
        sampler.sendNext(())
        #expect(log.entries == ["next(b)", "next(b)", "next(c)"])
    }

    @Test("Challenge 3: completes when both have completed; an error from either ends it")
    func endings() {
        let log = EventLog()
        let source = Subject<Int>()
        let sampler = Subject<Int>()
        log.record(source.sample(sampler))
        source.sendNext(1)
        source.sendCompleted()
        sampler.sendNext(0)
        sampler.sendCompleted()
        let failing = Subject<Int>()
        log.record(Signal<Int>.never().sample(failing))
        failing.sendError(TestError.boom)
        #expect(log.entries == ["next(1)", "completed", "error(boom)"])
    }
}

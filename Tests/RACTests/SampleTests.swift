import RAC
import TestSupport
import Testing

/// `sample`: Docs/Contracts.md §5.
@Suite("sample", .checksLiveObjects)
struct SampleTests {
    // RACSignalSpec -sample: "should send the latest value when the sampler signal fires"
    @Test("sample sends the latest value at each sampler value, nothing before the first value, repeats included")
    func sendsTheLatestValue() {
        let log = EventLog()
        let subject = Subject<Int>(), sampler = Subject<Void>()
        log.record(subject.sample(sampler))
        sampler.sendNext(())
        #expect(log.entries == [])

        subject.sendNext(1)
        subject.sendNext(2)
        #expect(log.entries == [])

        sampler.sendNext(())
        #expect(log.entries == ["next(2)"])

        subject.sendNext(3)
        #expect(log.entries == ["next(2)"])

        sampler.sendNext(())
        #expect(log.entries == ["next(2)", "next(3)"])

        sampler.sendNext(())
        #expect(log.entries == ["next(2)", "next(3)", "next(3)"])
    }

    // implementation-faithful: "has a value" is tracked apart from the value, so nil is a value.
    @Test("sample treats nil as a value")
    func nilIsAValue() {
        let log = EventLog()
        let subject = Subject<Int?>(), sampler = Subject<Void>()
        log.record(subject.sample(sampler).map { $0.map(String.init) ?? "nil" })
        subject.sendNext(nil)
        sampler.sendNext(())
        #expect(log.entries == ["next(nil)"])
    }

    // implementation-faithful: the receiver is subscribed before the sampler.
    @Test("sample subscribes the receiver, then the sampler")
    func subscriptionOrder() {
        let log = EventLog()
        log.record(log.probe("source", Signal<Int>.never()).sample(log.probe("sampler", Signal<Void>.never())))
        #expect(log.entries == ["source subscribed", "sampler subscribed"])
    }

    @Test("sample completes when the receiver completes, disposing the sampler")
    func completesWithTheReceiver() {
        let log = EventLog()
        let subject = Subject<Int>(), sampler = Subject<Void>()
        log.record(log.probe("source", subject).sample(log.probe("sampler", sampler)))
        subject.sendNext(1)
        subject.sendCompleted()
        sampler.sendNext(())
        #expect(log.entries == ["source subscribed", "sampler subscribed", "source disposed", "sampler disposed", "completed"])
    }

    @Test("sample completes when the sampler completes, disposing the receiver")
    func completesWithTheSampler() {
        let log = EventLog()
        let subject = Subject<Int>(), sampler = Subject<Void>()
        log.record(log.probe("source", subject).sample(log.probe("sampler", sampler)))
        subject.sendNext(1)
        sampler.sendNext(())
        sampler.sendCompleted()
        #expect(log.entries == [
            "source subscribed", "sampler subscribed", "next(1)", "sampler disposed", "source disposed", "completed",
        ])
    }

    @Test("sample forwards an error of the receiver, disposing the sampler")
    func receiverError() {
        let log = EventLog()
        let subject = Subject<Int>(), sampler = Subject<Void>()
        log.record(subject.sample(log.probe("sampler", sampler)))
        subject.sendError(TestError.boom)
        #expect(log.entries == ["sampler subscribed", "sampler disposed", "error(boom)"])
    }

    @Test("sample forwards an error of the sampler, disposing the receiver")
    func samplerError() {
        let log = EventLog()
        let subject = Subject<Int>(), sampler = Subject<Void>()
        log.record(log.probe("source", subject).sample(sampler))
        sampler.sendError(TestError.boom)
        #expect(log.entries == ["source subscribed", "source disposed", "error(boom)"])
    }
}

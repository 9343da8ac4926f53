import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter04_Bind
#endif

/// What a finished subscription to a subject leaves behind, checked with weak references
/// (Docs/Contracts.md C4.2: a subject drops a subscriber that is disposed or terminated).
@Suite("What a subject lets go of")
struct SubjectCleanUpTests {
    @Test("Disposing a subscription to a subject releases the subscriber and what its blocks captured")
    func disposalReleasesSubscriber() {
        let subject = Subject<Int>()
        weak var subscriber: Subscriber<Int>?
        weak var captured: Tracked?
        let subscription: Disposable
        do {
            let tracked = Tracked()
            captured = tracked
            let strong = Subscriber<Int>(next: { _ in _ = tracked })
            subscriber = strong
            subscription = subject.subscribe(strong)
        }
        #expect(subscriber != nil)  // the subject holds it while it listens
        subscription.dispose()
        #expect(subscriber == nil)
        #expect(captured == nil)
    }

    // The passthrough goes on the list before its clean-up is added: an ended subscription runs
    // the clean-up at once, and it must find the passthrough there to take it off.
    @Test("A subscriber that disposes its subscription as soon as it is given it is not kept; one that listens is")
    func subscriptionDisposedAtOnceIsNotKept() {
        let subject = Subject<Int>()
        weak var gone: AttachingSubscriber?
        weak var listening: AttachingSubscriber?
        do {
            let strong = AttachingSubscriber(EventLog(), disposeAtOnce: true)
            gone = strong
            subject.subscribe(strong)
            let staying = AttachingSubscriber(EventLog())
            listening = staying
            subject.subscribe(staying)
        }
        // The subject lives on: only its list can keep a subscriber.
        withExtendedLifetime(subject) {
            #expect(gone == nil)
            #expect(listening != nil)
        }
    }

    @Test("A subject lets go of its subscribers when it completes")
    func completionReleasesSubscribers() {
        let subject = Subject<Int>()
        weak var subscriber: Subscriber<Int>?
        do {
            let strong = Subscriber<Int>(next: { _ in })
            subscriber = strong
            subject.subscribe(strong)
        }
        #expect(subscriber != nil)
        subject.sendCompleted()
        #expect(subscriber == nil)
    }

    @Test("A subject lets go of its subscribers when it fails")
    func errorReleasesSubscribers() {
        let subject = Subject<Int>()
        weak var subscriber: Subscriber<Int>?
        do {
            let strong = Subscriber<Int>(next: { _ in })
            subscriber = strong
            subject.subscribe(strong)
        }
        subject.sendError(TestError.boom)
        #expect(subscriber == nil)
    }

    @Test("A replay subject keeps values, not late subscribers: one that was replayed to the end is released")
    func replayedSubscriberIsReleased() {
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)
        subject.sendCompleted()
        weak var subscriber: Subscriber<Int>?
        do {
            let strong = Subscriber<Int>(next: { _ in })
            subscriber = strong
            subject.subscribe(strong)
        }
        #expect(subscriber == nil)
    }

    @Test("A subject used as a subscriber forgets an upstream subscription once it has been disposed")
    func subjectForgetsDisposedUpstream() {
        let subject = Subject<Int>()
        weak var upstream: Disposable?
        do {
            let strong = Signal<Int>.never().subscribe(subject)
            upstream = strong
        }
        #expect(upstream != nil)  // the subject holds it, to end it on a terminal event
        upstream?.dispose()
        #expect(upstream == nil)
    }

    @Test("A subject releases nothing early: a live subscriber keeps its blocks")
    func liveSubscriberIsKept() {
        let log = EventLog()
        let subject = Subject<Int>()
        weak var captured: Tracked?
        do {
            let tracked = Tracked("captured")
            captured = tracked
            subject.subscribeNext { log.append("\(tracked.label) \($0)") }
        }
        subject.sendNext(1)
        #expect(captured != nil)
        #expect(log.entries == ["captured 1"])
    }

    // RACSubject's clean-up block captures the subject's list, not the subject: nobody but the
    // subject's owners keeps it alive, however many subscriptions are live.
    @Test("A subscription does not keep its subject alive")
    func subscriptionDoesNotRetainSubject() {
        let log = EventLog()
        weak var released: Subject<Int>?
        let subscription: Disposable
        do {
            let subject = Subject<Int>()
            released = subject
            subscription = log.record(subject)
            subject.sendNext(1)
        }
        #expect(log.entries == ["next(1)"])
        #expect(released == nil)
        #expect(subscription.isDisposed == false)
    }

    @Test("A subject that goes away lets go of its subscribers and what their blocks captured")
    func releasedSubjectReleasesSubscribers() {
        let log = EventLog()
        weak var released: Subject<Int>?
        weak var captured: Tracked?
        do {
            let subject = Subject<Int>()
            released = subject
            let tracked = Tracked("captured")
            captured = tracked
            subject.subscribeNext { log.append("\(tracked.label) \($0)") }
            subject.sendNext(1)
        }
        #expect(log.entries == ["captured 1"])
        #expect(released == nil)
        #expect(captured == nil)
    }
}

import Foundation
import Testing
import RAC
import TestSupport

/// The bridges from the outside world: `@Observed` (RAC's `RACObserve`), `setKeyPath(_:on:)`
/// (RAC's `RAC(object, key) = signal`) and `NotificationCenter.signal(forName:object:)` (RAC's
/// `rac_addObserverForName:object:`). Docs/Glossary.md for the names, Docs/Differences.md for the shapes.
@Suite("Bridges", .checksLiveObjects)
struct BridgeTests {
    // MARK: - @Observed

    @Test("$x sends the current value on subscription, then every set, including sets of an equal value")
    func observedSendsCurrentValueThenEverySet() {
        let model = Model()
        let log = EventLog()
        model.count = 5
        model.$count.subscribeNext({ log.next($0) }, completed: { log.completed() })
        #expect(log.entries == ["next(5)"])
        model.count = 6
        model.count = 6
        model.count = 7
        #expect(log.entries == ["next(5)", "next(6)", "next(6)", "next(7)"])
        #expect(model.count == 7)
    }

    @Test("Each subscriber to $x gets the value current when it subscribes, then the later sets")
    func observedLateSubscriberGetsLatestValue() {
        let model = Model()
        let log = EventLog()
        model.$name.subscribeNext { log.append("A next(\($0))") }
        model.name = "one"
        model.$name.subscribeNext { log.append("B next(\($0))") }
        model.name = "two"
        #expect(log.entries == ["A next()", "A next(one)", "B next(one)", "A next(two)", "B next(two)"])
    }

    @Test("$x completes when the owner is released")
    func observedCompletesWhenOwnerIsReleased() {
        let log = EventLog()
        weak var weakModel: Model?
        do {
            let model = Model()
            weakModel = model
            model.$count.subscribeNext({ log.next($0) }, completed: { log.completed() })
            model.count = 1
        }
        #expect(weakModel == nil)
        #expect(log.entries == ["next(0)", "next(1)", "completed"])
    }

    @Test("A subscription to $x does not keep the owner alive")
    func observedSubscriptionDoesNotRetainOwner() {
        weak var weakModel: Model?
        var subscription: Disposable?
        do {
            let model = Model()
            weakModel = model
            subscription = model.$count.subscribeNext { _ in }
        }
        #expect(weakModel == nil)
        #expect(subscription?.isDisposed == true)  // completed, so the subscription ended
    }

    @Test("Disposing a subscription to $x stops its updates")
    func observedDisposal() {
        let model = Model()
        let log = EventLog()
        let subscription = model.$count.subscribeNext { log.next($0) }
        model.count = 1
        subscription.dispose()
        model.count = 2
        #expect(log.entries == ["next(0)", "next(1)"])
    }

    // MARK: - setKeyPath(_:on:)

    @Test("setKeyPath(_:on:) sets the property to every value of the signal, and the binding ends when the signal completes")
    func setKeyPathSetsEveryValue() {
        let target = Plain()
        let (source, subject, sourceLog) = forwardingSource()
        source.setKeyPath(\.text, on: target)
        #expect(target.text == "")
        subject.sendNext("a")
        #expect(target.text == "a")
        subject.sendNext("b")
        #expect(target.text == "b")
        #expect(sourceLog.entries == [])
        subject.sendCompleted()
        #expect(target.text == "b")
        #expect(sourceLog.entries == ["source disposed"])
    }

    @Test("setKeyPath(_:on:) into an @Observed property makes $x send each bound value")
    func setKeyPathIntoObserved() {
        let model = Model()
        let log = EventLog()
        model.$count.subscribeNext { log.next($0) }
        let subject = Subject<Int>()
        subject.setKeyPath(\.count, on: model)
        subject.sendNext(3)
        subject.sendNext(3)
        #expect(log.entries == ["next(0)", "next(3)", "next(3)"])
        #expect(model.count == 3)
    }

    @Test("Disposing the binding returned by setKeyPath(_:on:) stops the updates and unsubscribes")
    func setKeyPathDisposal() {
        let target = Plain()
        let (source, subject, sourceLog) = forwardingSource()
        let binding = source.setKeyPath(\.text, on: target)
        subject.sendNext("a")
        binding.dispose()
        #expect(sourceLog.entries == ["source disposed"])
        subject.sendNext("b")
        #expect(target.text == "a")
    }

    @Test("setKeyPath(_:on:) holds the object weakly, and the binding ends at the first value after the object is gone")
    func setKeyPathHoldsTheObjectWeakly() {
        let (source, subject, sourceLog) = forwardingSource()
        weak var weakTarget: Plain?
        do {
            let target = Plain()
            weakTarget = target
            source.setKeyPath(\.text, on: target)
            subject.sendNext("a")
            #expect(target.text == "a")
        }
        #expect(weakTarget == nil)
        #expect(sourceLog.entries == [])
        subject.sendNext("b")
        #expect(sourceLog.entries == ["source disposed"])
    }

    // MARK: - NotificationCenter

    @Test("signal(forName:object:) sends every notification with that name, and never completes")
    func notificationsAreDelivered() {
        let center = NotificationCenter()
        let log = EventLog()
        let name = Notification.Name("BridgeTests.ping")
        let sender = Plain()
        let subscription = center.signal(forName: name).subscribeNext({ notification in
            let from = (notification.object as AnyObject?) === sender ? "sender" : "nil"
            log.append("\(notification.name.rawValue) from \(from) \(notification.userInfo?["n"] ?? "-")")
        }, completed: { log.completed() })
        center.post(name: name, object: sender, userInfo: ["n": 1])
        center.post(name: Notification.Name("BridgeTests.other"), object: sender)
        center.post(name: name, object: nil, userInfo: ["n": 2])
        #expect(log.entries == ["BridgeTests.ping from sender 1", "BridgeTests.ping from nil 2"])
        #expect(!subscription.isDisposed)
        subscription.dispose()
    }

    @Test("signal(forName:object:) with an object delivers only that object's notifications")
    func notificationsAreFilteredByObject() {
        let center = NotificationCenter()
        let log = EventLog()
        let name = Notification.Name("BridgeTests.ping")
        let first = Plain("first")
        let second = Plain("second")
        let subscription = center.signal(forName: name, object: first).subscribeNext { notification in
            log.append((notification.object as? Plain)?.text ?? "nil")
        }
        center.post(name: name, object: second)
        center.post(name: name, object: nil)
        center.post(name: name, object: first)
        #expect(log.entries == ["first"])
        subscription.dispose()
    }

    @Test("Each subscription adds its own observer")
    func eachSubscriptionObserves() {
        let center = NotificationCenter()
        let log = EventLog()
        let name = Notification.Name("BridgeTests.ping")
        let signal = center.signal(forName: name)
        let a = signal.subscribeNext { _ in log.append("A") }
        let b = signal.subscribeNext { _ in log.append("B") }
        // NotificationCenter does not promise an order among observers, so compare each post's set.
        center.post(name: name, object: nil)
        #expect(log.entries.sorted() == ["A", "B"])
        log.removeAll()
        a.dispose()
        center.post(name: name, object: nil)
        #expect(log.entries == ["B"])
        log.removeAll()
        b.dispose()
        center.post(name: name, object: nil)
        #expect(log.entries == [])
    }

    // Posting after dispose delivers nothing either way (the subscription drops events), so removal
    // is proven by what the observer block holds: the subscriber, and what its blocks capture.
    @Test("Disposing removes the observer: posting delivers nothing, and the center no longer holds the subscriber")
    func disposalRemovesTheObserver() {
        let center = NotificationCenter()
        let log = EventLog()
        let name = Notification.Name("BridgeTests.ping")
        weak var weakCaptured: Tracked?
        var subscription: Disposable?
        do {
            let captured = Tracked()
            weakCaptured = captured
            subscription = center.signal(forName: name).subscribeNext { _ in
                log.append("received by \(captured.label)")
            }
        }
        center.post(name: name, object: nil)
        #expect(log.entries == ["received by tracked"])
        #expect(weakCaptured != nil)  // the observer keeps the subscriber alive while subscribed

        subscription?.dispose()
        subscription = nil
        center.post(name: name, object: nil)
        #expect(log.entries == ["received by tracked"])
        #expect(weakCaptured == nil)
    }
}

/// A cold signal forwarding `subject`, whose log records when its subscription is disposed.
fileprivate func forwardingSource() -> (Signal<String>, Subject<String>, EventLog) {
    let subject = Subject<String>()
    let log = EventLog()
    let source = Signal<String>.createSignal { subscriber in
        let inner = subject.subscribe(subscriber)
        return Disposable {
            inner.dispose()
            log.append("source disposed")
        }
    }
    return (source, subject, log)
}

/// An owner of `@Observed` properties.
fileprivate final class Model: @unchecked Sendable {
    @Observed var count = 0
    @Observed var name = ""
}

/// A plain class with a writable property, for `setKeyPath` and as a notification sender.
fileprivate final class Plain: @unchecked Sendable {
    var text: String
    init(_ text: String = "") { self.text = text }
}

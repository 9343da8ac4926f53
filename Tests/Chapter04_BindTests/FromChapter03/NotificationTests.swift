import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter04_Bind
#endif
import Foundation

/// `NotificationCenter.signal(forName:object:)`, RAC's `rac_addObserverForName:object:`.
/// Each test uses a center of its own, so tests running in parallel cannot hear each other.
@Suite("Notifications")
struct NotificationTests {
    let name = Notification.Name("Chapter03.ping")

    @Test("signal(forName:object:) sends every notification with that name, and never completes")
    func sendsEveryNotification() {
        let log = EventLog()
        let center = NotificationCenter()
        let subscription = center.signal(forName: name).subscribeNext({ notification in
            log.append("\(notification.name.rawValue) \(notification.userInfo?["n"] ?? "-")")
        }, completed: { log.completed() })
        center.post(name: name, object: nil, userInfo: ["n": 1])
        center.post(name: Notification.Name("Chapter03.other"), object: nil)
        center.post(name: name, object: nil, userInfo: ["n": 2])
        #expect(log.entries == ["Chapter03.ping 1", "Chapter03.ping 2"])
        #expect(subscription.isDisposed == false)
        subscription.dispose()
    }

    @Test("signal(forName:object:) with an object delivers only that object's notifications")
    func filtersByObject() {
        let log = EventLog()
        let center = NotificationCenter()
        let first = Tracked("first")
        let second = Tracked("second")
        let subscription = center.signal(forName: name, object: first).subscribeNext { notification in
            log.append((notification.object as? Tracked)?.label ?? "nil")
        }
        center.post(name: name, object: second)
        center.post(name: name, object: nil)
        center.post(name: name, object: first)
        #expect(log.entries == ["first"])
        subscription.dispose()
    }

    @Test("Each subscription adds its own observer, and disposing one leaves the others")
    func eachSubscriptionObserves() {
        let log = EventLog()
        let center = NotificationCenter()
        let signal = center.signal(forName: name)
        let a = signal.subscribeNext { _ in log.append("A") }
        let b = signal.subscribeNext { _ in log.append("B") }
        // The order in which a center calls its observers is not specified: compare sorted.
        center.post(name: name, object: nil)
        #expect(log.entries.sorted() == ["A", "B"])
        log.removeAll()
        a.dispose()
        center.post(name: name, object: nil)
        b.dispose()
        center.post(name: name, object: nil)
        #expect(log.entries == ["B"])
    }

    // Posting after dispose would deliver nothing either way (the passthrough drops it), so removal
    // is proven by what the observer holds: the subscriber, and what its blocks captured.
    @Test("Disposing removes the observer: the center no longer holds the subscriber")
    func disposalRemovesTheObserver() {
        let log = EventLog()
        let center = NotificationCenter()
        weak var captured: Tracked?
        var subscription: Disposable?
        do {
            let tracked = Tracked()
            captured = tracked
            subscription = center.signal(forName: name).subscribeNext { _ in log.append("heard by \(tracked.label)") }
        }
        center.post(name: name, object: nil)
        #expect(captured != nil)
        subscription?.dispose()
        center.post(name: name, object: nil)
        #expect(log.entries == ["heard by tracked"])
        #expect(captured == nil)
    }

    // Seed 001's recipe 四 (Docs/Sources.md): login and logout post one notification whose object says which; every page that
    // cares subscribes, and nobody else needs to know about it.
    @Test("The seed's login state: every listening page hears each login and logout")
    func seedLoginState() {
        let log = EventLog()
        let center = NotificationCenter()
        let loginChanged = Notification.Name("Chapter03.userLoginChange")
        var pages: [Disposable] = []
        for page in ["home", "profile"] {
            pages.append(center.signal(forName: loginChanged).subscribeNext { notification in
                let isLoggedIn = notification.object as? Bool ?? false
                log.append("\(page): \(isLoggedIn ? "handle login" : "handle logout")")
            })
        }
        // The order in which a center calls its observers is not specified: compare sorted.
        center.post(name: loginChanged, object: true)
        #expect(log.entries.sorted() == ["home: handle login", "profile: handle login"])
        log.removeAll()
        center.post(name: loginChanged, object: false)
        #expect(log.entries.sorted() == ["home: handle logout", "profile: handle logout"])
        for page in pages { page.dispose() }
    }
}

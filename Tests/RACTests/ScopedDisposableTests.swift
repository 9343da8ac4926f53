import Testing
@testable import RAC
import TestSupport

/// `ScopedDisposable` (RAC's `RACScopedDisposable`): Docs/Contracts.md §3 (RACScopedDisposable).
@Suite("ScopedDisposable", .checksLiveObjects)
struct ScopedDisposableTests {
    // RACDisposableSpec: "should create a scoped disposable"
    @Test("A scoped disposable disposes itself when deallocated")
    func disposesItselfWhenDeallocated() {
        let log = EventLog()
        weak var weakScoped: ScopedDisposable?
        do {
            let scoped = ScopedDisposable { log.append("dispose") }
            weakScoped = scoped
            #expect(weakScoped != nil)
            #expect(log.entries == [])
            withExtendedLifetime(scoped) {}
        }
        #expect(weakScoped == nil)
        #expect(log.entries == ["dispose"])
    }

    // [H] Docs/Contracts.md C3.2: +scopedDisposableWithDisposable: disposes the wrapped disposable when the
    // scoped one is deallocated.
    @Test("A scoped disposable disposes the wrapped disposable when it is deallocated")
    func disposesWrappedWhenDeallocated() {
        let log = EventLog()
        let wrapped = Disposable { log.append("wrapped") }
        do {
            let scoped = ScopedDisposable(disposable: wrapped)
            #expect(wrapped.isDisposed == false)
            withExtendedLifetime(scoped) {}
        }
        #expect(wrapped.isDisposed == true)
        #expect(log.entries == ["wrapped"])
    }

    // Implementation-faithful: disposal is idempotent, so an early dispose() is not repeated on deinit.
    @Test("Disposing a scoped disposable early disposes the wrapped one once, and deinit does not again")
    func earlyDisposeIsNotRepeatedOnDeinit() {
        let log = EventLog()
        do {
            let scoped = ScopedDisposable { log.append("dispose") }
            scoped.dispose()
            #expect(scoped.isDisposed == true)
            #expect(log.entries == ["dispose"])
        }
        #expect(log.entries == ["dispose"])
    }

    // Implementation-faithful: wrapping a scoped disposable again would be pointless.
    @Test("asScopedDisposable() on a scoped disposable returns the same object")
    func asScopedDisposableReturnsSelf() {
        let scoped = ScopedDisposable(disposable: Disposable())
        #expect(scoped.asScopedDisposable() === scoped)
    }

    // [H] Docs/Contracts.md C3.2, on a real subscription: the usual way to tie a subscription to
    // an owner's lifetime.
    @Test("A subscription wrapped with asScopedDisposable() ends when the scoped disposable goes away")
    func scopedSubscriptionEndsWithScope() {
        let log = EventLog()
        let subject = Subject<Int>()
        do {
            let scoped = subject.subscribeNext { log.next($0) }.asScopedDisposable()
            subject.sendNext(1)
            withExtendedLifetime(scoped) {}
        }
        subject.sendNext(2)
        #expect(log.entries == ["next(1)"])
        #expect(subject.subscriberCount == 0)
    }
}

import Testing
@testable import RAC
import TestSupport

/// `Disposable` (RAC's `RACDisposable`): Docs/Contracts.md §3 (RACDisposable) (simple).
@Suite("Disposable", .checksLiveObjects)
struct DisposableTests {
    // RACDisposableSpec: "should initialize without a block"
    @Test("A disposable made without a block starts undisposed and is disposed after dispose()")
    func initializesWithoutBlock() {
        let disposable = Disposable()
        #expect(disposable.isDisposed == false)

        disposable.dispose()
        #expect(disposable.isDisposed == true)
    }

    // RACDisposableSpec: "should execute a block upon disposal"
    @Test("dispose() runs the block and marks the disposable disposed")
    func executesBlockUponDisposal() {
        let log = EventLog()
        let disposable = Disposable { log.append("dispose") }
        #expect(log.entries == [])
        #expect(disposable.isDisposed == false)

        disposable.dispose()
        #expect(log.entries == ["dispose"])
        #expect(disposable.isDisposed == true)
    }

    // [H][I] Docs/Contracts.md C3.1: the block runs at most once, even when dispose is called repeatedly.
    @Test("The block runs at most once, however often dispose() is called")
    func blockRunsAtMostOnce() {
        let log = EventLog()
        let disposable = Disposable { log.append("dispose") }

        disposable.dispose()
        disposable.dispose()
        disposable.dispose()
        #expect(log.entries == ["dispose"])
        #expect(disposable.isDisposed == true)
    }

    // RACDisposableSpec: "should not dispose upon deallocation"
    @Test("A disposable does not dispose when it is deallocated")
    func doesNotDisposeUponDeallocation() {
        let log = EventLog()
        weak var weakDisposable: Disposable?
        do {
            let disposable = Disposable { log.append("dispose") }
            weakDisposable = disposable
            #expect(weakDisposable != nil)
        }
        #expect(weakDisposable == nil)
        #expect(log.entries == [])
    }

    // Implementation-faithful (Docs/Contracts.md C3.1): the block is dropped once it has run.
    @Test("dispose() releases the block and what it captured")
    func disposeReleasesBlockCaptures() {
        weak var weakCapture: Tracked?
        let disposable: Disposable
        do {
            let capture = Tracked("block capture")
            weakCapture = capture
            disposable = Disposable { _ = capture }
        }
        #expect(weakCapture != nil)

        disposable.dispose()
        #expect(weakCapture == nil)
    }

    // Implementation-faithful: the flag flips before the block runs, so a block that disposes its
    // own disposable again (re-entrantly) does not run a second time.
    @Test("A block that disposes its own disposable again does not run twice")
    func reentrantDisposeRunsBlockOnce() {
        let log = EventLog()
        let box = Locked<Disposable?>(nil)
        let disposable = Disposable {
            log.append("dispose")
            log.append("isDisposed inside block: \(box.value?.isDisposed ?? false)")
            box.value?.dispose()
        }
        box.value = disposable

        disposable.dispose()
        #expect(log.entries == ["dispose", "isDisposed inside block: true"])
        box.value = nil
    }

    // [H] Docs/Contracts.md C3.2: asScopedDisposable wraps the disposable in a scoped one.
    @Test("asScopedDisposable() wraps the disposable in a scoped disposable that disposes it on deinit")
    func asScopedDisposableWraps() {
        let log = EventLog()
        let disposable = Disposable { log.append("dispose") }
        weak var weakScoped: ScopedDisposable?
        do {
            let scoped = disposable.asScopedDisposable()
            weakScoped = scoped
            #expect(log.entries == [])
            #expect(disposable.isDisposed == false)
            withExtendedLifetime(scoped) {}
        }
        #expect(weakScoped == nil)
        #expect(log.entries == ["dispose"])
        #expect(disposable.isDisposed == true)
    }

    // Implementation-faithful: disposing the scoped wrapper disposes the wrapped disposable.
    @Test("Disposing the scoped wrapper disposes the wrapped disposable")
    func disposingScopedWrapperDisposesWrapped() {
        let log = EventLog()
        let disposable = Disposable { log.append("dispose") }
        let scoped = disposable.asScopedDisposable()

        scoped.dispose()
        #expect(log.entries == ["dispose"])
        #expect(scoped.isDisposed == true)
        #expect(disposable.isDisposed == true)
    }
}

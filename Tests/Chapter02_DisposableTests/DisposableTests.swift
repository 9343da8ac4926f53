import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter02_Disposable
#endif

@Suite("Disposable")
struct DisposableTests {
    @Test("Exercise 2.1: A new disposable is not disposed; dispose marks it disposed")
    func plainDisposable() {
        let disposable = Disposable()
        #expect(disposable.isDisposed == false)
        disposable.dispose()
        #expect(disposable.isDisposed)
    }

    @Test("Exercise 2.1: dispose runs the block and marks the disposable disposed")
    func disposeRunsTheBlock() {
        let log = EventLog()
        let disposable = Disposable { log.append("cleaned up") }
        #expect(log.entries == [])
        disposable.dispose()
        #expect(log.entries == ["cleaned up"])
        #expect(disposable.isDisposed)
    }

    @Test("Exercise 2.1: dispose runs the block at most once")
    func disposeIsIdempotent() {
        let log = EventLog()
        let disposable = Disposable { log.append("cleaned up") }
        disposable.dispose()
        disposable.dispose()
        disposable.dispose()
        #expect(log.entries == ["cleaned up"])
    }

    // RAC marks a disposable disposed before it runs the block: whatever the clean-up leads to,
    // even a call back to `dispose()`, finds the disposable already disposed.
    @Test("Exercise 2.1: A disposable is already disposed while its block runs, so a dispose from inside it does nothing")
    func disposedWhileItsBlockRuns() {
        let log = EventLog()
        var disposable: Disposable?
        disposable = Disposable {
            log.append("block, disposed: \(disposable?.isDisposed ?? false)")
            disposable?.dispose()
        }
        disposable?.dispose()
        #expect(log.entries == ["block, disposed: true"])
    }

    // RACDisposableSpec: "should not dispose upon deallocation".
    @Test("Exercise 2.1: A disposable does not dispose itself when it is released")
    func releasingDoesNotDispose() {
        let log = EventLog()
        weak var released: Disposable?
        do {
            let disposable = Disposable { log.append("released, never disposed") }
            released = disposable
        }
        #expect(released == nil)
        let disposed = Disposable { log.append("disposed") }
        disposed.dispose()
        #expect(log.entries == ["disposed"])  // only dispose() runs a block
    }

    @Test("Exercise 2.1: A disposed disposable lets go of its block and what it captured")
    func disposingReleasesTheBlock() {
        weak var captured: Tracked?
        let disposable: Disposable
        do {
            let tracked = Tracked()
            captured = tracked
            disposable = Disposable { _ = tracked }
        }
        #expect(captured != nil)
        disposable.dispose()
        #expect(captured == nil)
    }
}

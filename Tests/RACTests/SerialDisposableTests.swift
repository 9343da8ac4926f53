import Testing
@testable import RAC
import TestSupport

/// `SerialDisposable` (RAC's `RACSerialDisposable`): Docs/Contracts.md §3 (RACSerialDisposable).
/// (The race between `swapIn` and `disposable` is in CoreConcurrencyTests.)
@Suite("SerialDisposable", .checksLiveObjects)
struct SerialDisposableTests {
    // RACSerialDisposableSpec: "should initialize with -init"
    @Test("A serial disposable made with init() holds no disposable")
    func initializesWithInit() {
        let serial = SerialDisposable()
        #expect(serial.disposable == nil)
        #expect(serial.isDisposed == false)
    }

    // RACSerialDisposableSpec: "should initialize an inner disposable with -initWithBlock:"
    @Test("A serial disposable made with a block holds an inner disposable running it; disposing that inner one does not dispose the serial one")
    func initializesInnerDisposableWithBlock() throws {
        let log = EventLog()
        let serial = SerialDisposable { log.append("dispose") }
        let inner = try #require(serial.disposable)

        inner.dispose()
        #expect(serial.isDisposed == false)
        #expect(log.entries == ["dispose"])
    }

    // RACSerialDisposableSpec: "should initialize with a disposable"
    @Test("A serial disposable made with a disposable holds it")
    func initializesWithDisposable() {
        let inner = Disposable()
        let serial = SerialDisposable(disposable: inner)
        #expect(serial.disposable === inner)
    }

    // RACSerialDisposableSpec: "should dispose of the inner disposable"
    @Test("Disposing a serial disposable disposes its inner disposable, forgets it and marks itself disposed")
    func disposesInnerDisposable() {
        let log = EventLog()
        let inner = Disposable { log.append("inner") }
        let serial = SerialDisposable(disposable: inner)
        #expect(serial.isDisposed == false)
        #expect(log.entries == [])

        serial.dispose()
        #expect(serial.isDisposed == true)
        #expect(serial.disposable == nil)
        #expect(log.entries == ["inner"])
    }

    // RACSerialDisposableSpec: "should dispose of a new inner disposable if it's already been disposed"
    @Test("Setting an inner disposable after disposal disposes it at once and leaves disposable nil")
    func disposesNewInnerAfterDisposal() {
        let log = EventLog()
        let inner = Disposable { log.append("inner") }
        let serial = SerialDisposable()

        serial.dispose()
        #expect(serial.isDisposed == true)
        #expect(log.entries == [])

        serial.disposable = inner
        #expect(log.entries == ["inner"])
        #expect(serial.disposable == nil)
    }

    // Implementation-faithful (Docs/Contracts.md C3.8 through `swapIn`): after disposal, `swapIn` returns nil.
    @Test("swapIn(_:) after disposal disposes the new disposable at once and returns nil")
    func swapInAfterDisposal() {
        let log = EventLog()
        let serial = SerialDisposable()
        serial.dispose()

        let previous = serial.swapIn(Disposable { log.append("new") })
        #expect(previous == nil)
        #expect(log.entries == ["new"])
        #expect(serial.disposable == nil)
    }

    // RACSerialDisposableSpec: "should allow the inner disposable to be set to nil"
    @Test("The inner disposable may be set to nil")
    func allowsInnerToBeSetToNil() {
        let log = EventLog()
        let inner = Disposable { log.append("inner") }
        let serial = SerialDisposable(disposable: inner)
        #expect(log.entries == [])

        serial.disposable = nil
        #expect(serial.disposable == nil)
        #expect(log.entries == [])

        serial.disposable = inner
        #expect(serial.disposable === inner)

        serial.dispose()
        #expect(log.entries == ["inner"])
        #expect(serial.disposable == nil)
    }

    // RACSerialDisposableSpec: "should swap inner disposables"
    @Test("Swapping returns the previous inner disposable without disposing it")
    func swapsInnerDisposables() {
        let log = EventLog()
        let first = Disposable { log.append("first") }
        let second = Disposable { log.append("second") }
        let serial = SerialDisposable(disposable: first)

        #expect(serial.swapIn(second) === first)
        #expect(serial.isDisposed == false)
        #expect(log.entries == [])

        serial.dispose()
        #expect(serial.isDisposed == true)
        #expect(serial.disposable == nil)
        #expect(log.entries == ["second"])
        #expect(first.isDisposed == false)
    }

    // Docs/Contracts.md C3.8 through the setter: RAC's setter is a swap that drops the old value.
    @Test("Setting a new inner disposable does not dispose the previous one")
    func setterDoesNotDisposePrevious() {
        let log = EventLog()
        let first = Disposable { log.append("first") }
        let serial = SerialDisposable(disposable: first)

        serial.disposable = Disposable { log.append("second") }
        #expect(log.entries == [])
        #expect(first.isDisposed == false)

        serial.dispose()
        #expect(log.entries == ["second"])
    }

    // RACSerialDisposableSpec: "should release the inner disposable upon deallocation"
    @Test("A serial disposable releases its inner disposable when deallocated")
    func releasesInnerUponDeallocation() {
        weak var weakInner: Disposable?
        weak var weakSerial: SerialDisposable?
        do {
            let inner = Disposable()
            weakInner = inner
            let serial = SerialDisposable()
            serial.disposable = inner
            weakSerial = serial
            withExtendedLifetime(serial) {}
        }
        #expect(weakSerial == nil)
        #expect(weakInner == nil)
    }

    // [S] Docs/Contracts.md C3.8: ...when deallocated, without disposing it.
    @Test("A serial disposable does not dispose its inner disposable when deallocated")
    func doesNotDisposeInnerUponDeallocation() {
        let log = EventLog()
        let inner = Disposable { log.append("inner") }
        weak var weakSerial: SerialDisposable?
        do {
            let serial = SerialDisposable(disposable: inner)
            weakSerial = serial
            withExtendedLifetime(serial) {}
        }
        #expect(weakSerial == nil)
        #expect(inner.isDisposed == false)
        #expect(log.entries == [])
    }

    // Docs/Contracts.md C3.7: a disposed compound or serial disposable releases what it held.
    @Test("A disposed serial disposable releases its inner disposable")
    func disposedSerialReleasesInner() {
        let serial = SerialDisposable()
        weak var weakInner: Disposable?
        do {
            let inner = Disposable()
            weakInner = inner
            serial.disposable = inner
        }
        #expect(weakInner != nil)

        serial.dispose()
        #expect(weakInner == nil)
    }

    @Test("Disposing a serial disposable twice disposes its inner disposable once")
    func disposingTwiceDisposesInnerOnce() {
        let log = EventLog()
        let serial = SerialDisposable(disposable: Disposable { log.append("inner") })
        serial.dispose()
        serial.dispose()
        #expect(log.entries == ["inner"])
    }
}

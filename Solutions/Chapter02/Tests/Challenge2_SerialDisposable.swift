import Testing
import TestSupport
import Chapter02_Disposable

@Suite("Challenge 2.2: a serial disposable")
struct SerialDisposableChallengeTests {
    @Test("Challenge 2.2: replacing the inner disposable does not dispose the old one")
    func replacingKeepsTheOld() {
        let log = EventLog()
        let serial = SerialDisposable(disposable: Disposable { log.append("first") })
        let old = serial.swapIn(Disposable { log.append("second") })
        #expect(log.entries == [])
        #expect(old?.isDisposed == false)
        serial.disposable = Disposable { log.append("third") }
        #expect(log.entries == [])
    }

    @Test("Challenge 2.2: disposing disposes the current inner disposable, once")
    func disposingDisposesTheCurrent() {
        let log = EventLog()
        let serial = SerialDisposable(block: { log.append("first") })
        serial.disposable = Disposable { log.append("second") }
        serial.dispose()
        serial.dispose()
        #expect(log.entries == ["second"])
        #expect(serial.isDisposed)
        #expect(serial.disposable == nil)
    }

    @Test("Challenge 2.2: one set after disposal is disposed at once")
    func lateArrivalIsDisposed() {
        let log = EventLog()
        let serial = SerialDisposable()
        serial.dispose()
        let late = Disposable { log.append("late") }
        #expect(serial.swapIn(late) == nil)
        #expect(log.entries == ["late"])
        #expect(late.isDisposed)
    }
}

import Foundation
import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter07_Multicast
#endif

/// Seed 002, 《iOS RAC - 定時器》 (Docs/Sources.md), and seed 001's recipe 一, retold on virtual time: a send-code button that is
/// disabled after a tap while its title counts down, driven by `Signal.interval`. In the seeds the
/// timer runs on `mainThreadScheduler`; here it runs on a `TestScheduler`, so ten seconds take no
/// time and every title change has an exact virtual time.
@Suite("The send-code countdown")
struct CountdownTests {
    /// A stand-in for the seed's `UIButton`: a title, an enabled flag, and taps as a signal. Like a
    /// real button, a disabled one ignores taps. It logs every change, stamped with virtual time.
    final class Button {
        private let log: TimedLog
        private let tapped = Subject<Void>()

        var title = "Send code" {
            didSet { log.append("title: \(title)") }
        }
        var isEnabled = true {
            didSet { if isEnabled != oldValue { log.append("enabled: \(isEnabled)") } }
        }

        /// `rac_signalForControlEvents:UIControlEventTouchUpInside`.
        var taps: Signal<Void> { tapped }

        init(log: TimedLog) {
            self.log = log
        }

        /// The user taps the button.
        func tap() {
            log.append(isEnabled ? "tap" : "tap ignored: disabled")
            if isEnabled { tapped.sendNext(()) }
        }
    }

    // Seed 002: `self.dispoable = [[RACSignal interval:1.0 onScheduler:…] subscribeNext:^(NSDate *x) {
    // _time --; … if (_time == 0) { [self.dispoable dispose]; } }];`
    @Test("Seed 002: a tap disables the button for 10 s, the title counts down every second, and the timer is disposed at zero")
    func sendCodeCountdown() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let button = Button(log: log)

        // The seed's view controller, line for line.
        button.taps.subscribeNext { _ in
            button.isEnabled = false
            var time = 10
            var timer: Disposable?
            timer = Signal<Date>.interval(1, onScheduler: scheduler).subscribeNext { _ in
                time -= 1
                button.title = time > 0 ? "Retry in \(time) s" : "Send code"
                button.isEnabled = time == 0
                if time == 0 { timer?.dispose() }
            }
        }

        button.tap()
        scheduler.advance(by: 3.5)
        button.tap()
        scheduler.advance(by: 10)

        #expect(log.entries == ["t=0 tap", "t=0 enabled: false"]
            + (1...3).map { "t=\($0) title: Retry in \(10 - $0) s" }
            + ["t=3.5 tap ignored: disabled"]
            + (4...9).map { "t=\($0) title: Retry in \(10 - $0) s" }
            + ["t=10 title: Send code", "t=10 enabled: true"])
        // The timer disposed itself at zero: nothing is left ticking.
        #expect(scheduler.queuedCount == 0)
    }

    // Seed 001's recipe 一: `[[RACSignal interval:1 onScheduler:…] take:self.leftTime]`, 60 s.
    @Test("Seed 001: interval(1).take(60) counts down for a minute and completes by itself, leaving nothing queued")
    func takeCountsDown() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let button = Button(log: log)
        var leftTime = 60

        button.isEnabled = false
        Signal<Date>.interval(1, onScheduler: scheduler).take(leftTime).subscribeNext({ _ in
            leftTime -= 1
            if leftTime > 0 && leftTime % 20 == 0 { button.title = "Wait (\(leftTime) s)" }
        }, completed: {
            button.title = "Send code"
            button.isEnabled = true
        })

        // Advance far past the end rather than `run()`: a timer that take(60) failed to stop would
        // make `run()` loop for ever; here it shows as a wrong log and a queued block.
        scheduler.advance(by: 120)
        #expect(log.entries == [
            "t=0 enabled: false",
            "t=20 title: Wait (40 s)",
            "t=40 title: Wait (20 s)",
            "t=60 title: Send code",
            "t=60 enabled: true",
        ])
        #expect(leftTime == 0)
        #expect(scheduler.queuedCount == 0)
    }
}

import Foundation
import Chapter06_Scheduler

/// Chapter 6's demos: schedulers and virtual time. Each demo has its own `TestScheduler`, and
/// its clock drives the recorder's ticks, so a tick is a span of virtual time.
enum Chapter06Demos {
    static var all: [Demo] {
        [countdown, delayShifts, throttleWaits, timeoutFails, subscribeOnDeliverOn, realThreads]
    }

    /// The error the demos send.
    struct DemoError: Error, CustomStringConvertible {
        var description: String { "DemoError" }
    }

    /// A test scheduler whose clock drives `recorder`, one tick per `tickDuration` seconds.
    static func clockedScheduler(_ recorder: DemoRecorder, tickDuration: Double) -> TestScheduler {
        let scheduler = TestScheduler()
        let start = scheduler.now
        recorder.useClock(tickDuration: tickDuration) { scheduler.now.timeIntervalSince(start) }
        return scheduler
    }

    static let countdown = Demo(
        title: "Seed 002's countdown: interval(1) on a test scheduler, disposed by its own subscriber at zero",
        notice: "one value per virtual second; at tick 5 the block sees 0, re-enables the button and disposes the timer (!), so nothing is left queued."
    ) { recorder in
        let scheduler = clockedScheduler(recorder, tickDuration: 1)
        let timer = recorder.row("countdown")
        var time = 5
        var subscription: Disposable?
        recorder.log("tap: the button is disabled")
        timer.subscribed()
        subscription = Signal<Date>.interval(1, onScheduler: scheduler).subscribeNext { _ in
            time -= 1
            timer.next(time)
            if time == 0 {
                recorder.log("time is 0: the button is enabled again and the timer disposed")
                subscription?.dispose()
                timer.disposed()
            }
        }
        scheduler.advance(by: 7)
        recorder.log("blocks still queued: \(scheduler.queuedCount)")
    }

    static let delayShifts = Demo(
        title: "delay(2): every value and the completion, two seconds later",
        notice: "the output row is the input row moved two ticks right; delay takes no scheduler, it uses the one current when each value is sent (here the test scheduler)."
    ) { recorder in
        let scheduler = clockedScheduler(recorder, tickDuration: 1)
        let input = recorder.row("input")
        let output = recorder.row("delay(2)")
        let source = Subject<String>()
        input.subscribed()
        source.subscribeNext({ input.next($0) }, completed: { input.completed() })
        output.subscribed()
        source.delay(2).subscribeNext({ output.next($0) }, completed: { output.completed() })
        // Sent from the scheduler's blocks, so that it is the current scheduler for `delay`.
        scheduler.afterDelay(1) { source.sendNext("a") }
        scheduler.afterDelay(3) { source.sendNext("b") }
        scheduler.afterDelay(4) { source.sendCompleted() }
        scheduler.run()
    }

    static let throttleWaits = Demo(
        title: "throttle(0.3): a search field sends its text only when the typing pauses",
        notice: "h, e and y come 0.1 s apart, so each discards the one before, and y goes out 0.3 s after it; o is still waiting when the field completes at tick 11, so it goes out at once, just before the completion."
    ) { recorder in
        let scheduler = clockedScheduler(recorder, tickDuration: 0.1)
        let typed = recorder.row("typed")
        let sent = recorder.row("throttle(0.3)")
        let text = Subject<String>()
        typed.subscribed()
        text.subscribeNext({ typed.next($0) }, completed: { typed.completed() })
        sent.subscribed()
        text.throttle(0.3).subscribeNext({ sent.next($0) }, completed: { sent.completed() })
        for (time, key) in [(0.1, "h"), (0.2, "e"), (0.3, "y"), (1.0, "o")] {
            scheduler.afterDelay(time) { text.sendNext(key) }
        }
        scheduler.afterDelay(1.1) { text.sendCompleted() }
        scheduler.run()
    }

    static let timeoutFails = Demo(
        title: "timeout(4): a request that has not finished four seconds after subscription fails",
        notice: "the values at ticks 1 and 3 do not reset the timer; at tick 4 the request's subscription is disposed (!) first, then SignalError.timedOut arrives (X)."
    ) { recorder in
        let scheduler = clockedScheduler(recorder, tickDuration: 1)
        let request = recorder.row("request")
        let output = recorder.row("timeout(4)")
        let slow = Signal<String>.createSignal { subscriber in
            request.subscribed()
            let first = scheduler.afterDelay(1) { request.next("a"); subscriber.sendNext("a") }
            let second = scheduler.afterDelay(3) { request.next("b"); subscriber.sendNext("b") }
            let done = scheduler.afterDelay(6) { subscriber.sendCompleted() }
            return Disposable {
                request.disposed()
                for pending in [first, second, done] { pending?.dispose() }
            }
        }
        output.subscribed()
        slow.timeout(4, onScheduler: scheduler).subscribeNext({ output.next($0) }, error: { error in
            recorder.log("error: \(error)")
            output.error()
        }, completed: { output.completed() })
        scheduler.advance(by: 6)
    }

    static let subscribeOnDeliverOn = Demo(
        title: "subscribeOn(work) moves the subscription; deliverOn(main) moves the events, one step each",
        notice: "nothing runs at tick 0; stepping work at tick 1 runs the request, whose a, b and completion all wait for main; each step of main delivers one of them."
    ) { recorder in
        let work = TestScheduler()
        let main = TestScheduler()
        let request = recorder.row("request")
        let screen = recorder.row("screen")
        let signal = Signal<String>.createSignal { subscriber in
            recorder.log("the request runs on \(Scheduler.current === work ? "work" : "?")")
            request.subscribed()
            for value in ["a", "b"] {
                request.next(value)
                subscriber.sendNext(value)
            }
            request.completed()
            subscriber.sendCompleted()
        }
        screen.subscribed()
        signal.subscribeOn(work).deliverOn(main).subscribeNext({ value in
            screen.next(value)
        }, completed: {
            recorder.log("completed on \(Scheduler.current === main ? "main" : "?")")
            screen.completed()
        })
        recorder.advance()
        work.step()
        for _ in 0..<3 {
            recorder.advance()
            main.step()
        }
    }
}

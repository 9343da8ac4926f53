import CourseProgress
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
        title: Bilingual("Seed 002's countdown: interval(1) on a test scheduler, disposed by its own subscriber at zero",
                         "种子文章 002 的倒计时：测试调度器上的 interval(1)，到零时由它自己的订阅者释放"),
        notice: Bilingual("one value per virtual second; at tick 5 the block sees 0, re-enables the button and disposes the timer (!), so nothing is left queued.",
                          "每个虚拟秒一个值；在 tick 5，block 看到 0，重新启用按钮并释放定时器（!），所以队列里什么都不剩。")
    ) { recorder in
        let scheduler = clockedScheduler(recorder, tickDuration: 1)
        let timer = recorder.row("countdown")
        var time = 5
        var subscription: Disposable?
        recorder.log(Bilingual("tap: the button is disabled", "点击：按钮被禁用"))
        timer.subscribed()
        subscription = Signal<Date>.interval(1, onScheduler: scheduler).subscribeNext { _ in
            time -= 1
            timer.next(time)
            if time == 0 {
                recorder.log(Bilingual("time is 0: the button is enabled again and the timer disposed",
                                       "时间为 0：按钮重新可用，定时器被释放"))
                subscription?.dispose()
                timer.disposed()
            }
        }
        scheduler.advance(by: 7)
        recorder.log(Bilingual("blocks still queued: \(scheduler.queuedCount)", "仍在排队的 block：\(scheduler.queuedCount)"))
    }

    static let delayShifts = Demo(
        title: Bilingual("delay(2): every value and the completion, two seconds later", "delay(2)：每个值和完成都推迟两秒"),
        notice: Bilingual("the output row is the input row moved two ticks right; delay takes no scheduler, it uses the one current when each value is sent (here the test scheduler).",
                          "output 这一行就是 input 这一行右移两个 tick；delay 不接收调度器，它使用每个值发送时的当前调度器（这里是测试调度器）。")
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
        title: Bilingual("throttle(0.3): a search field sends its text only when the typing pauses",
                         "throttle(0.3)：搜索框只在输入停顿时才发送文字"),
        notice: Bilingual("h, e and y come 0.1 s apart, so each discards the one before, and y goes out 0.3 s after it; o is still waiting when the field completes at tick 11, so it goes out at once, just before the completion.",
                          "h、e、y 相隔 0.1 秒到来，所以每一个都丢弃前一个，y 在 0.3 秒后发出；输入框在 tick 11 完成时 o 还在等待，所以它立即发出，就在完成之前。")
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
        title: Bilingual("timeout(4): a request that has not finished four seconds after subscription fails",
                         "timeout(4)：订阅后四秒仍未结束的请求会失败"),
        notice: Bilingual("the values at ticks 1 and 3 do not reset the timer; at tick 4 the request's subscription is disposed (!) first, then SignalError.timedOut arrives (X).",
                          "tick 1 和 3 的值不会重置计时；在 tick 4，请求的订阅先被释放（!），然后 SignalError.timedOut 到达（X）。")
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
            recorder.log(Bilingual("error: \(error)", "错误：\(error)"))
            output.error()
        }, completed: { output.completed() })
        scheduler.advance(by: 6)
    }

    static let subscribeOnDeliverOn = Demo(
        title: Bilingual("subscribeOn(work) moves the subscription; deliverOn(main) moves the events, one step each",
                         "subscribeOn(work) 移动订阅；deliverOn(main) 移动事件，每步一个"),
        notice: Bilingual("nothing runs at tick 0; stepping work at tick 1 runs the request, whose a, b and completion all wait for main; each step of main delivers one of them.",
                          "tick 0 什么也不运行；在 tick 1 推进 work 就运行请求，它的 a、b 和完成都等着 main；main 每推进一步就送达其中一个。")
    ) { recorder in
        let work = TestScheduler()
        let main = TestScheduler()
        let request = recorder.row("request")
        let screen = recorder.row("screen")
        let signal = Signal<String>.createSignal { subscriber in
            recorder.log(Bilingual("the request runs on \(Scheduler.current === work ? "work" : "?")",
                                   "请求在 \(Scheduler.current === work ? "work" : "?") 上运行"))
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
            recorder.log(Bilingual("completed on \(Scheduler.current === main ? "main" : "?")",
                                   "在 \(Scheduler.current === main ? "main" : "?") 上完成"))
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

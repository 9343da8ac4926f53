import CourseProgress
import Foundation
import Chapter08_Command

/// Chapter 8's demos: a command's public signals, drawn as rows. Each demo has its own
/// `TestScheduler` as the command's scheduler. In the first three a tick is one scheduler turn
/// (one `step()`, what a turn of the main queue is in an app); in the login demo a tick is one
/// second of virtual time. `T` and `F` stand for `true` and `false`.
enum Chapter08Demos {
    static var all: [Demo] {
        [oneExecution, failedExecution, secondTapRefused, login]
    }

    /// The error the demos' work fails with.
    struct DemoError: Error, CustomStringConvertible {
        var description: String { "DemoError" }
    }

    /// `true` and `false` as one-letter marbles.
    static func letter(_ flag: Bool) -> String {
        flag ? "T" : "F"
    }

    /// Subscribes rows to `executing`, `enabled`, `executionSignals` (and each execution it sends,
    /// in a row of its own, "execution 1" …) and `errors`.
    static func watch<Input>(_ command: Command<Input, String>, _ recorder: DemoRecorder) {
        let executing = recorder.row("executing")
        let enabled = recorder.row("enabled")
        let executionSignals = recorder.row("executionSignals")
        let errors = recorder.row("errors")
        executing.subscribed()
        command.executing.subscribeNext { executing.next(letter($0)) }
        enabled.subscribed()
        command.enabled.subscribeNext { enabled.next(letter($0)) }
        executionSignals.subscribed()
        var arrived = 0
        command.executionSignals.subscribeNext { execution in
            arrived += 1
            executionSignals.next(arrived)
            let row = recorder.row("execution \(arrived)")
            row.subscribed()
            execution.subscribeNext({ row.next($0) }, error: { _ in row.error() }, completed: { row.completed() })
        }
        errors.subscribed()
        command.errors.subscribeNext { errors.next($0) }
    }

    /// Subscribes `row` to a signal `execute` returned.
    static func watch(_ result: Signal<String>, in row: DemoRow) {
        row.subscribed()
        result.subscribeNext({ row.next($0) }, error: { _ in row.error() }, completed: { row.completed() })
    }

    /// Steps `scheduler` one block per tick until nothing is queued.
    static func stepTurnByTurn(_ scheduler: TestScheduler, _ recorder: DemoRecorder) {
        while scheduler.queuedCount > 0 {
            recorder.advance()
            scheduler.step()
        }
    }

    static let oneExecution = Demo(
        title: Bilingual("One execution, turn by turn: execute changes nothing public; each later change takes one scheduler turn",
                         "一次执行，一轮一轮看：execute 不改变任何公开状态；之后的每个变化各占调度器的一轮"),
        notice: Bilingual("execute(a) at tick 0 calls the block and returns at once; then executing T (tick 1), enabled F (2), the execution arrives (3), the work runs and both the caller and the execution get a and complete (4), executing F (5), enabled T (6).",
                          "tick 0 的 execute(a) 调用 block 并立即返回；然后 executing T（tick 1）、enabled F（2）、执行结果信号到达（3）、工作运行，调用者和执行结果都得到 a 并完成（4）、executing F（5）、enabled T（6）。")
    ) { recorder in
        let scheduler = TestScheduler()
        let command = Command<String, String>(scheduler: scheduler) { input in
            recorder.log(Bilingual("the signal block runs with \(input)", "信号的 block 以 \(input) 运行"))
            return .return(input)
        }
        watch(command, recorder)
        let caller = recorder.row("caller")
        // Making the command queued one silent hop (executing's first value); run it first.
        scheduler.stepAll()
        recorder.log(Bilingual("execute(a)", "execute(a)"))
        watch(command.execute("a"), in: caller)
        recorder.log(Bilingual("execute returned: the work waits for the scheduler", "execute 已返回：工作在等调度器"))
        stepTurnByTurn(scheduler, recorder)
    }

    static let failedExecution = Demo(
        title: Bilingual("A failed execution: the caller gets the error, the execution signal completes, errors gets the error as a value",
                         "一次失败的执行：调用者得到错误，执行结果信号完成，errors 把错误当作值收到"),
        notice: Bilingual("at tick 4 the caller fails (X) while execution 1, the same work seen through executionSignals, completes (|); the error arrives on errors at tick 5, then executing F and enabled T.",
                          "在 tick 4，调用者失败（X），而 execution 1（通过 executionSignals 看到的同一份工作）完成（|）；错误在 tick 5 到达 errors，然后是 executing F 和 enabled T。")
    ) { recorder in
        let scheduler = TestScheduler()
        let command = Command<String, String>(scheduler: scheduler) { _ in .error(DemoError()) }
        watch(command, recorder)
        let caller = recorder.row("caller")
        scheduler.stepAll()
        recorder.log(Bilingual("execute(a)", "execute(a)"))
        watch(command.execute("a"), in: caller)
        stepTurnByTurn(scheduler, recorder)
    }

    static let secondTapRefused = Demo(
        title: Bilingual("Two taps in one turn: the second is refused at once, while enabled still says T",
                         "同一轮里点击两次：第二次立即被拒绝，而此时 enabled 仍显示 T"),
        notice: Bilingual("both taps are at tick 0; the second fails with notEnabled (X) inside execute, two ticks before enabled shows F: execute checks the state directly, the public signals follow a turn at a time.",
                          "两次点击都在 tick 0；第二次在 execute 内部以 notEnabled 失败（X），比 enabled 显示 F 早两个 tick：execute 直接检查状态，公开的信号一轮一轮地跟上。")
    ) { recorder in
        let scheduler = TestScheduler()
        let command = Command<String, String>(scheduler: scheduler) { input in .return(input) }
        let enabled = recorder.row("enabled")
        let first = recorder.row("first tap")
        let second = recorder.row("second tap")
        enabled.subscribed()
        command.enabled.subscribeNext { enabled.next(letter($0)) }
        scheduler.stepAll()
        recorder.log(Bilingual("tap: execute(a)", "点击：execute(a)"))
        watch(command.execute("a"), in: first)
        recorder.log(Bilingual("tap again, same turn: execute(b)", "同一轮再次点击：execute(b)"))
        watch(command.execute("b"), in: second)
        stepTurnByTurn(scheduler, recorder)
    }

    static let login = Demo(
        title: Bilingual("Seed 000's login: enabled when both fields are filled; each attempt spins for 5 s",
                         "种子文章 000 的登录：两个输入框都填了才可用；每次尝试转圈 5 秒"),
        notice: Bilingual("the login test's story, one tick per second: the fields are filled at ticks 1 and 2, so enabled turns T at 2; the tap at 3 spins until the wrong password's error at 8, and the tap at 4 is ignored; the tap at 10 spins until the result at 15; clearing the username at 16 disables the button.",
                          "登录测试的故事，每秒一个 tick：输入框在 tick 1 和 2 填好，所以 enabled 在 2 变为 T；tick 3 的点击一直转圈到 tick 8 密码错误的错误到来，tick 4 的点击被忽略；tick 10 的点击一直转圈到 tick 15 的结果；tick 16 清空用户名使按钮不可用。")
    ) { recorder in
        let scheduler = TestScheduler()
        let start = scheduler.now
        recorder.useClock(tickDuration: 1) { scheduler.now.timeIntervalSince(start) }
        let username = BehaviorSubject(defaultValue: "")
        let password = BehaviorSubject(defaultValue: "")
        let bothFilled = Signal.combineLatest(username, password).reduceEach { name, secret in
            !name.isEmpty && !secret.isEmpty
        }
        let command = Command<Void, String>(enabled: bothFilled, scheduler: scheduler) { _ in
            // The pretend server answers 5 s later.
            let name = currentValue(of: username)
            let secret = currentValue(of: password)
            return Signal.createSignal { subscriber -> Disposable? in
                scheduler.afterDelay(5) {
                    if secret == "secret" {
                        subscriber.sendNext(name)
                        subscriber.sendCompleted()
                    } else {
                        subscriber.sendError(DemoError())
                    }
                }
            }
        }
        let taps = recorder.row("taps")
        let enabled = recorder.row("enabled")
        let spinner = recorder.row("spinner")
        let result = recorder.row("result")
        let error = recorder.row("error")
        // The button: `enabled` drives it, and a tap on an enabled button executes the command.
        // Scheduled taps are `@Sendable` blocks: the button's state lives in a box, not a `var`.
        let isEnabled = DemoFlag()
        @Sendable func tap() {
            if isEnabled.value {
                taps.next("execute")
                command.execute(())
            } else {
                taps.next("ignored")
            }
        }
        enabled.subscribed()
        command.enabled.subscribeNext {
            isEnabled.value = $0
            enabled.next(letter($0))
        }
        spinner.subscribed()
        command.executing.subscribeNext { spinner.next(letter($0)) }
        result.subscribed()
        command.executionSignals.flatten().subscribeNext { result.next($0) }
        error.subscribed()
        command.errors.subscribeNext { error.next($0) }

        scheduler.afterDelay(1) { username.sendNext("ada") }
        scheduler.afterDelay(2) { password.sendNext("wrong") }
        scheduler.afterDelay(3) { tap() }
        scheduler.afterDelay(4) { tap() }
        scheduler.afterDelay(9) { password.sendNext("secret") }
        scheduler.afterDelay(10) { tap() }
        scheduler.afterDelay(16) { username.sendNext("") }
        scheduler.run()
    }

    /// The value a signal sends inside `subscribe` (a `BehaviorSubject`'s current value).
    static func currentValue(of signal: Signal<String>) -> String {
        var value = ""
        signal.take(1).subscribeNext { value = $0 }
        return value
    }
}

/// A flag shared by a demo's scheduled blocks (`@Sendable`, so they cannot share a `var`).
private final class DemoFlag: @unchecked Sendable {
    // @unchecked: a demo runs on one thread, the one that steps its test scheduler.
    var value = false
}

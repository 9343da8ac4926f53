import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

// Helpers for chapter 8's tests. Public API only, so they compile against `RAC` too.

extension EventLog {
    /// Subscribes to the four public signals of `command`, in the order a screen usually does
    /// (`executing`, `enabled`, `executionSignals`, `errors`), and logs their events with labels:
    /// `"executing next(true)"`, `"enabled next(false)"`, `"errors next(boom)"`. Each execution
    /// signal is logged as `"execution N arrives"` and subscribed at once: `"execution N next(10)"`,
    /// `"execution N completed"`.
    func watch<Input, Output: Sendable>(_ command: Command<Input, Output>) {
        record(command.executing, "executing")
        record(command.enabled, "enabled")
        var arrived = 0
        command.executionSignals.subscribeNext({ execution in
            arrived += 1
            let label = "execution \(arrived)"
            self.append("\(label) arrives")
            self.record(execution, label)
        }, error: { self.append("executionSignals error(\($0))") },
           completed: { self.append("executionSignals completed") })
        record(command.errors, "errors")
    }

    /// Steps `scheduler` until nothing is queued, one block at a time, and returns what each step
    /// logged (the log is emptied before each step): one entry per scheduler turn.
    func turns(of scheduler: TestScheduler) -> [[String]] {
        var turns: [[String]] = []
        while scheduler.queuedCount > 0 {
            removeAll()
            scheduler.step()
            turns.append(entries)
        }
        return turns
    }
}

/// The value `signal` sends inside `subscribe`, if any: the current value of a `replayLast` such as
/// `executing` and `enabled`, without waiting for the scheduler.
func currentValue<T>(of signal: Signal<T>) -> T? {
    var value: T?
    signal.take(1).subscribeNext { value = $0 }
    return value
}

/// Whether subscribing to `signal` fails at once with `CommandError.notEnabled`: what a refused
/// `execute(_:)` returns.
func isRefusal<T>(_ signal: Signal<T>) -> Bool {
    var refused = false
    signal.subscribeError { error in refused = (error as? CommandError) == .notEnabled }
    return refused
}

/// A stand-in for a `UIButton` with ReactiveCocoa's `rac_command`: the command's `enabled` drives
/// `isEnabled`, and a tap executes the command. A disabled button ignores taps, as UIKit's does.
/// It logs its state changes, stamped with virtual time.
final class CommandButton<Output: Sendable>: @unchecked Sendable {
    // @unchecked: a stand-in for a UIKit control, used only on the test's thread, which steps the
    // test scheduler (its scheduled blocks are `@Sendable`, so they need this promise).
    private let log: TimedLog
    private let command: Command<Void, Output>
    /// The title on the button.
    var title: String {
        didSet { log.append("title: \(title)") }
    }
    /// Follows `command.enabled`.
    private(set) var isEnabled = false

    init(log: TimedLog, title: String, command: Command<Void, Output>) {
        self.log = log
        self.title = title
        self.command = command
        // `enabled` sends its current value at once, then each change: log them all.
        command.enabled.subscribeNext { [weak self] enabled in
            self?.isEnabled = enabled
            log.append("button enabled: \(enabled)")
        }
    }

    /// The user taps the button.
    func tap() {
        log.append(isEnabled ? "tap" : "tap ignored: disabled")
        if isEnabled { command.execute(()) }
    }
}

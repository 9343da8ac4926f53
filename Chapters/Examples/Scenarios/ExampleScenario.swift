import Foundation
import RAC

/// A scripted session with one of the example apps, for the `workshop` command.
///
/// A scenario builds its screen (the view and its view model) on a `TestScheduler` with fake
/// servers, schedules the user's
/// actions at virtual times (type a phone number at t=0, tap at t=1, type more during the
/// countdown, …), and drives the scheduler, reporting a `TimelineLine` after each action and each
/// change of state, then a one-line summary. The text is stable: golden tests compare it.
///
/// ```swift
/// for scenario in ExampleCatalog.all {
///     scenario.run(on: TestScheduler()) { print($0) }
/// }
/// ```
public struct ExampleScenario: Sendable {
    /// The name the workshop takes: `send-code`, `login`, `badges`, `login-state`, `publish`,
    /// `delegate`, `user-name`, `search`, `sign-in`.
    public let name: String
    /// One line saying what the scenario shows.
    public let description: String
    /// How much virtual time the script covers, in seconds.
    public let duration: TimeInterval

    /// Whether the app is `@MainActor` code: then the whole run happens on the main queue, where
    /// the main actor runs (the scheduler is stepped there, so its blocks run there too).
    let runsOnMainActor: Bool
    /// Builds the app, schedules the actions, and returns how to summarise the run.
    private let script: @Sendable (ScenarioRecorder) -> () -> String

    init(
        name: String,
        description: String,
        duration: TimeInterval,
        runsOnMainActor: Bool = false,
        script: @escaping @Sendable (ScenarioRecorder) -> () -> String
    ) {
        self.name = name
        self.description = description
        self.duration = duration
        self.runsOnMainActor = runsOnMainActor
        self.script = script
    }

    /// Runs the scenario on `scheduler` (fresh, please: the scenario's time zero is its `now`),
    /// as fast as possible, calling `log` for each line in order, the summary last.
    public func run(on scheduler: TestScheduler, log: (TimelineLine) -> Void) {
        onItsQueue {
            withoutActuallyEscaping(log) { log in
                let recorder = ScenarioRecorder(scheduler: scheduler, emit: log)
                let summary = script(recorder)
                recorder.run(until: duration)
                recorder.finish(summary: summary())
            }
        }
    }

    /// Runs `body` on the main queue if the app is main-actor code (at once when already there,
    /// else waiting for the main queue), otherwise on the calling thread.
    private func onItsQueue(_ body: () -> Void) {
        guard runsOnMainActor, !MainQueue.isCurrent else { return body() }
        DispatchQueue.main.sync(execute: body)
    }

    /// Every line of a run on a fresh `TestScheduler`.
    public func lines() -> [TimelineLine] {
        var lines: [TimelineLine] = []
        run(on: TestScheduler()) { lines.append($0) }
        return lines
    }

    /// The printed text of a run on a fresh `TestScheduler`, one line each, ending with a newline.
    public func transcript() -> String {
        lines().map { "\($0)\n" }.joined()
    }

    /// What `workshop <scenario> --realtime` does: the same scenario, lines appearing as the time
    /// they describe passes on the wall clock.
    ///
    /// The scenario still runs on a `TestScheduler`; a repeating `Timer` on the **current run
    /// loop** (the main run loop when called from the main thread, as the workshop does) advances
    /// its virtual time to the wall-clock time elapsed since the start × `speed` (2 = twice as
    /// fast), about 60 times a second, and this method runs that run loop until the scenario is
    /// over: nothing left scheduled, or `duration` reached. The lines are the same as `run(on:)`'s
    /// (same virtual times, same states); only their pace differs.
    /// A main-actor app's run happens on the main queue, with that queue's thread's run loop.
    public func runRealtime(speed: Double = 1, log: @escaping (TimelineLine) -> Void) {
        precondition(speed > 0, "ExampleScenario.runRealtime(speed:log:): speed must be positive, got \(speed)")
        onItsQueue { runRealtimeHere(speed: speed, log: log) }
    }

    private func runRealtimeHere(speed: Double, log: @escaping (TimelineLine) -> Void) {
        let recorder = ScenarioRecorder(scheduler: TestScheduler(), emit: log)
        let summary = script(recorder)
        let driver = RealtimeDriver(recorder: recorder, speed: speed, duration: duration)

        driver.tick()
        let timer = Timer(timeInterval: 1.0 / 60, repeats: true) { _ in driver.tick() }
        let runLoop = RunLoop.current
        runLoop.add(timer, forMode: .default)
        while !driver.isFinished {
            _ = runLoop.run(mode: .default, before: Date(timeIntervalSinceNow: 0.1))
        }
        timer.invalidate()
        recorder.finish(summary: summary())
    }
}

/// Advances a scenario's virtual time with the wall clock; used on one thread (the run loop's).
private final class RealtimeDriver: @unchecked Sendable {
    private let recorder: ScenarioRecorder
    private let speed: Double
    private let duration: TimeInterval
    private let wallStart = Date()
    private(set) var isFinished = false

    init(recorder: ScenarioRecorder, speed: Double, duration: TimeInterval) {
        self.recorder = recorder
        self.speed = speed
        self.duration = duration
    }

    func tick() {
        guard !isFinished else { return }
        let virtual = min(Date().timeIntervalSince(wallStart) * speed, duration)
        recorder.run(until: virtual)
        isFinished = virtual >= duration || recorder.isIdle
    }
}

/// The scenarios the workshop can run: the first five in the order of the seed's recipes, then
/// `delegate` (recipe 五) and `user-name` (recipe 二 again, with a channel), added after them,
/// `search` (search as you type, the recipe every app team writes first), and `sign-in` (a
/// ReactiveObjC sign-in screen ported to Swift 6, with a `@MainActor` view model).
public enum ExampleCatalog {
    public static let all: [ExampleScenario] = [
        .sendCode,
        .login,
        .badges,
        .loginState,
        .publish,
        .delegate,
        .userName,
        .search,
        .signIn,
    ]

    /// The scenario called `name`, if any.
    public static func scenario(named name: String) -> ExampleScenario? {
        all.first { $0.name == name }
    }
}

/// Whether the caller runs on the main dispatch queue, where the main actor runs: a key set on
/// that queue once, read back (on the main thread outside any queue's block, Dispatch counts the
/// main queue as current).
enum MainQueue {
    static var isCurrent: Bool {
        _ = mark
        return DispatchQueue.getSpecific(key: key) == true
    }

    private static let key = DispatchSpecificKey<Bool>()
    private static let mark: Void = DispatchQueue.main.setSpecific(key: key, value: true)
}

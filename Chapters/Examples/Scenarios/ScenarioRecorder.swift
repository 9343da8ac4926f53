import Foundation
import RAC
import Synchronization

/// Runs a scenario's script on a `TestScheduler` and turns what happens into `TimelineLine`s.
///
/// The script schedules the user's actions **on the scheduler itself** (`at(_:_:)`), so actions
/// and the app's own work (command hops, timers, fake servers) run in one virtual-time order. The
/// recorder then steps the scheduler one block at a time and, after each block, looks at the
/// state of the controls (`show(_:)`):
///
/// - a user action starts a new line;
/// - a note (`note(_:)`, from a fake server or a signal the script watches) starts a new line;
/// - a change of state without a note is folded into the current line if it happened at the same
///   virtual instant (a tap and the button turning disabled a few scheduler turns later), and
///   starts a `→ update: …` line otherwise.
///
/// Lines are handed out once their instant is over, so each shows the settled state.
///
/// The scheduler's blocks are `@Sendable`, so the recorder keeps the script's actions itself and
/// schedules only "run action N", and hands out `@Sendable` note handlers.
final class ScenarioRecorder: @unchecked Sendable {
    // @unchecked: a scenario runs on one thread, the one that steps its `TestScheduler`: every
    // block, action and note (and the app code they call, your scenario's) runs there.
    let scheduler: TestScheduler
    /// Virtual time zero of the scenario.
    let origin: Date

    private var emit: ((TimelineLine) -> Void)?
    private var render: () -> [String] = { [] }
    private var pending: TimelineLine?
    private var shownState = ""
    /// Lines started by the block that is running (actions and notes, in order).
    private var headings: [(kind: TimelineLine.Kind, what: String)] = []
    private var isRunning = false
    /// The time of the last line handed out.
    private var lastTime: TimeInterval = 0
    /// The app objects of the script, kept alive for the run.
    private var retained: [AnyObject] = []
    /// The script's actions, by the order `at(_:_:)` scheduled them.
    private var actions: [() -> String] = []

    init(scheduler: TestScheduler, emit: @escaping (TimelineLine) -> Void) {
        self.scheduler = scheduler
        self.origin = scheduler.now
        self.emit = emit
        // First in the queue, before anything the app schedules while it is set up, so the
        // first line shows the screen once its set-up has settled at t=0.
        at(0) { "open screen" }
    }

    /// Virtual seconds since the start.
    var time: TimeInterval { scheduler.now.timeIntervalSince(origin) }

    /// How to describe every control, one `name: value` part each; joined with ` · `.
    func show(_ render: @escaping () -> [String]) {
        self.render = render
        shownState = state()
    }

    /// Keeps `object` (the app's view model) alive until the run has finished.
    func retain(_ object: AnyObject) {
        retained.append(object)
    }

    /// Schedules a user action at virtual second `time`. `action` performs it and returns what
    /// to print (it can look at the screen first: `tap "Wait (42s)"`).
    func at(_ time: TimeInterval, _ action: @escaping () -> String) {
        let number = actions.count
        actions.append(action)
        _ = scheduler.after(origin.addingTimeInterval(time)) { [weak self] in
            guard let self else { return }
            let index = self.headings.count
            let what = self.actions[number]()
            // Notes caused by the action come after it.
            self.headings.insert((.action, what), at: index)
        }
    }

    /// Records an app event, printed as `→ what`. Ignored outside `run(until:)` (initial values
    /// of watched signals are not events).
    func note(_ what: String) {
        guard isRunning else { return }
        headings.append((.event, "→ \(what)"))
    }

    /// `note`, as a closure for a fake server's `trace` (holding the recorder weakly).
    var noteHandler: @Sendable (String) -> Void {
        { [weak self] in self?.note($0) }
    }

    /// Runs every block due up to virtual second `time` (inclusive), including blocks those
    /// blocks schedule for that same instant, and prints every line up to then.
    func run(until time: TimeInterval) {
        isRunning = true
        defer { isRunning = false }
        let target = origin.addingTimeInterval(time)
        stepUntilMarker { scheduler.after(target, schedule: $0) }
        // Settle the instant: run what the last blocks scheduled for `now` too.
        while stepUntilMarker({ scheduler.schedule($0) }) > 0 {}
        flush()
    }

    /// Whether nothing is left to happen.
    var isIdle: Bool { scheduler.queuedCount == 0 }

    /// Prints the summary line (timed like the last line) and lets go of the log.
    func finish(summary: String) {
        flush()
        emit?(TimelineLine(kind: .summary, time: lastTime, what: summary, state: ""))
        emit = nil
        retained.removeAll()
        actions.removeAll()
    }

    // MARK: - Internals

    /// Enqueues a marker with `enqueue`, then steps until it has run; returns how many other
    /// blocks ran.
    @discardableResult
    private func stepUntilMarker(_ enqueue: (@escaping @Sendable () -> Void) -> Disposable?) -> Int {
        let marker = Marker()
        _ = enqueue { marker.reached.store(true, ordering: .relaxed) }
        var others = 0
        while !marker.isReached {
            scheduler.step()
            if !marker.isReached { others += 1 }
            observe()
        }
        return others
    }

    private func state() -> String {
        render().joined(separator: " · ")
    }

    /// After each block: start, extend or fold lines.
    private func observe() {
        let now = time
        let current = render()
        let state = current.joined(separator: " · ")
        let started = headings
        headings.removeAll()
        if !started.isEmpty {
            for heading in started {
                flush()
                pending = TimelineLine(kind: heading.kind, time: now, what: heading.what, state: state)
            }
            shownState = state
        } else if state != shownState {
            if var line = pending, line.time == now {
                line.state = state
                pending = line
            } else {
                flush()
                let before = shownState.components(separatedBy: " · ")
                let changed = current.enumerated()
                    .filter { index, part in index >= before.count || before[index] != part }
                    .map { _, part in part.components(separatedBy: ":").first ?? part }
                pending = TimelineLine(kind: .event, time: now, what: "→ update: \(changed.joined(separator: ", "))", state: state)
            }
            shownState = state
        }
    }

    private func flush() {
        if let line = pending {
            lastTime = line.time
            emit?(line)
            pending = nil
        }
    }
}

/// Set by the marker block when it runs.
private final class Marker: Sendable {
    let reached = Atomic<Bool>(false)
    var isReached: Bool { reached.load(ordering: .relaxed) }
}

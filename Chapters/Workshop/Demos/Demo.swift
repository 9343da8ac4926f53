import CourseProgress
import Marbles

/// One scene of a chapter, run by `workshop chapter N`: a few lines of the chapter's API, what they
/// produced, and the marble diagram of it.
///
/// A demo's body gets a `DemoRecorder`. It declares a row per subscription (`recorder.row("first")`)
/// and records what that subscription sees (`first.next(value)`, `first.completed()`, …), and it
/// logs plain lines for side effects (`recorder.log(Bilingual("the block runs", "block 运行"))`). Time is a tick counter:
/// `recorder.advance()` moves to the next tick, which stands for "later" in chapters without a
/// scheduler. Chapters with a `TestScheduler` let the scheduler's clock drive the ticks instead;
/// see `DemoRecorder.useClock(tickDuration:_:)`.
struct Demo: Sendable {
    /// What the demo shows, as a short sentence.
    let title: Bilingual
    /// The one thing to look for in its output.
    let notice: Bilingual
    /// Runs the demo, recording into the recorder.
    let body: @Sendable (DemoRecorder) -> Void
}

/// What a demo produced: its events per row, its log lines, in the order they happened.
///
/// `@unchecked Sendable`, because demos record from scheduled blocks, which are `@Sendable`.
final class DemoRecorder: @unchecked Sendable {
    // @unchecked: a demo records on one thread, the one that steps its test scheduler (the
    // real-thread demo collects on its threads into a locked `ThreadTrail` and replays it here).
    /// One recorded thing.
    enum Record: Equatable {
        /// `event` happened to the subscription drawn in `row`.
        case event(tick: Int, row: String, MarbleEvent)
        /// A side effect or a remark.
        case log(tick: Int, Bilingual)

        /// When it was recorded.
        var tick: Int {
            switch self {
            case let .event(tick, _, _), let .log(tick, _): tick
            }
        }
    }

    /// Everything recorded, in order.
    private(set) var records: [Record] = []
    /// Row names in the order they were declared (or first used).
    private(set) var rowNames: [String] = []
    /// The manual clock, used until `useClock` installs another.
    private var manualTick = 0
    /// A clock that overrides the manual one (a scheduler's virtual time).
    private var clock: (() -> Int)?
    /// The last tick anything looked at: the diagram is drawn up to here.
    private(set) var lastTick = 0

    /// The current tick.
    var tick: Int {
        let now = clock?() ?? manualTick
        lastTick = max(lastTick, now)
        return now
    }

    /// Moves the manual clock on by `ticks` (default one): "later".
    func advance(_ ticks: Int = 1) {
        precondition(clock == nil, "this demo's ticks follow a scheduler; advance the scheduler instead")
        manualTick += ticks
        lastTick = max(lastTick, manualTick)
    }

    /// Lets virtual time drive the ticks: `seconds()` is the time since the demo started, and
    /// each tick lasts `tickDuration` seconds.
    ///
    /// The pattern for chapters with a scheduler (6 and later), each with its own `TestScheduler`:
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let start = scheduler.now
    /// recorder.useClock(tickDuration: 1) { scheduler.now.timeIntervalSince(start) }
    /// let output = recorder.row("output")
    /// Signal.interval(1, onScheduler: scheduler).take(3).subscribeNext(…)
    /// scheduler.advance(by: 5)
    /// ```
    func useClock(tickDuration: Double, _ seconds: @escaping () -> Double) {
        clock = { MarbleTimeline.tick(at: seconds(), tickDuration: tickDuration) }
    }

    /// Declares a row (the order of declaration is the order of the diagram) and returns the
    /// handle that records into it.
    func row(_ name: String) -> DemoRow {
        if !rowNames.contains(name) { rowNames.append(name) }
        return DemoRow(name: name, recorder: self)
    }

    /// Records `event` in `row` at the current tick.
    func record(_ event: MarbleEvent, in row: String) {
        if !rowNames.contains(row) { rowNames.append(row) }
        records.append(.event(tick: tick, row: row, event))
    }

    /// Records a plain line at the current tick.
    func log(_ line: Bilingual) {
        records.append(.log(tick: tick, line))
    }

    /// One timeline per row, all drawn to the same length: up to the last tick the demo reached.
    var diagram: MarbleDiagram {
        var timelines: [String: MarbleTimeline] = [:]
        for record in records {
            if case let .event(tick, row, event) = record {
                timelines[row, default: MarbleTimeline()].append(event, at: tick)
            }
        }
        // Draw up to the later of what was recorded and where the clock stands now.
        let length = max(lastTick, clock?() ?? manualTick) + 1
        return MarbleDiagram(rowNames.map { name in
            let timeline = timelines[name] ?? MarbleTimeline()
            return .init(name: name, timeline: MarbleTimeline(timeline.entries, length: length))
        })
    }
}

/// A handle on one row of a demo's diagram: what one subscription sees.
struct DemoRow: Sendable {
    let name: String
    let recorder: DemoRecorder

    /// A value arrived (drawn as itself if it is one letter or digit, else with a legend).
    func next<Value>(_ value: Value) { recorder.record(.next(String(describing: value)), in: name) }
    /// The subscription completed.
    func completed() { recorder.record(.completed, in: name) }
    /// The subscription received an error.
    func error() { recorder.record(.error, in: name) }
    /// A subscriber subscribed.
    func subscribed() { recorder.record(.subscribed, in: name) }
    /// The subscription was disposed.
    func disposed() { recorder.record(.disposed, in: name) }
}

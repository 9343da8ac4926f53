import Foundation

/// What happened to one subscription, tick by tick: the data behind one marble line.
///
/// A marble line reads left to right, one character per tick:
///
/// ```text
/// -a--b--|
/// ```
///
/// Here nothing happens in tick 0, `a` arrives in tick 1, `b` in tick 4, and the signal completes
/// in tick 7. The characters are those of `MarbleEvent` (`|` completed, `X` error, `^` subscribed,
/// `!` disposed, a letter or digit for a value) plus `-` for a tick in which nothing happened.
/// Several events in the same tick are written in brackets, in the order they happened, and the
/// group still counts as one tick: `(^ab|)` is a subscription that received `a` and `b` and
/// completed, all at once. Spaces mean nothing; diagrams use them to keep rows aligned.
///
/// A timeline also has a `length`, the number of ticks it covers, so that trailing `-` survive a
/// round trip: `MarbleTimeline(parsing: "-a--")` renders as `-a--` again.
public struct MarbleTimeline: Hashable, Sendable {
    /// One event at one tick.
    public struct Entry: Hashable, Sendable {
        /// The tick the event happened in, counted from 0.
        public var tick: Int
        /// What happened.
        public var event: MarbleEvent

        public init(tick: Int, event: MarbleEvent) {
            precondition(tick >= 0, "a marble tick cannot be negative")
            self.tick = tick
            self.event = event
        }
    }

    /// The events, ordered by tick; events in the same tick keep the order they were added in.
    public private(set) var entries: [Entry]
    /// How many ticks the timeline covers: at least one past its last event.
    public private(set) var length: Int

    /// A timeline with `entries`, covering `length` ticks (by default, up to its last event).
    public init(_ entries: [Entry] = [], length: Int? = nil) {
        // A stable sort: events of one tick stay in the order they happened.
        self.entries = entries.enumerated()
            .sorted { ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset) }
            .map(\.element)
        let needed = self.entries.last.map { $0.tick + 1 } ?? 0
        self.length = max(length ?? needed, needed)
    }

    /// A timeline from `(tick, event)` pairs.
    public init(events: [(tick: Int, event: MarbleEvent)], length: Int? = nil) {
        self.init(events.map { Entry(tick: $0.tick, event: $0.event) }, length: length)
    }

    /// A timeline from events stamped with times in seconds, `tickDuration` seconds to a tick.
    ///
    /// This is how virtual time becomes a diagram: record `scheduler.now` minus the start time
    /// with each event, then pick the tick that makes the story readable (1 tick = 1 s, or 0.1 s
    /// for a throttle). An event at time `t` lands in tick ⌊t / tickDuration⌋.
    public init(timed events: [(time: TimeInterval, event: MarbleEvent)], tickDuration: TimeInterval = 1, length: Int? = nil) {
        self.init(
            events.map { Entry(tick: MarbleTimeline.tick(at: $0.time, tickDuration: tickDuration), event: $0.event) },
            length: length
        )
    }

    /// The tick that time `time` (seconds, not negative) falls in, `tickDuration` seconds to a tick.
    ///
    /// A tolerance of a nanosecond absorbs floating-point error, so that 0.3 s with 0.1 s ticks is
    /// tick 3 and not tick 2 (0.3 / 0.1 is 2.9999999999999996 in binary).
    public static func tick(at time: TimeInterval, tickDuration: TimeInterval) -> Int {
        precondition(tickDuration > 0, "a tick must last some time")
        precondition(time >= -1e-9, "a marble time cannot be negative")
        return max(0, Int((time / tickDuration + 1e-9).rounded(.down)))
    }

    /// Adds `event` at `tick`, after any events already in that tick.
    public mutating func append(_ event: MarbleEvent, at tick: Int) {
        let entry = Entry(tick: tick, event: event)
        let index = entries.lastIndex { $0.tick <= tick }.map { $0 + 1 } ?? 0
        entries.insert(entry, at: index)
        length = max(length, tick + 1)
    }

    /// The events of `tick`, in order.
    public func events(at tick: Int) -> [MarbleEvent] {
        entries.filter { $0.tick == tick }.map(\.event)
    }

    /// The timeline as a marble string of `ticks` characters-or-groups (by default, its `length`).
    ///
    /// A shorter `ticks` cuts the line (later events are not shown); a longer one pads it with `-`.
    /// A value with no one-character spelling shows as `*`; `symbolized()` gives it a letter instead.
    public func render(ticks: Int? = nil) -> String {
        cells(ticks: ticks ?? length).joined()
    }

    /// One string per tick: `-`, an event's character, or a bracketed group.
    func cells(ticks: Int) -> [String] {
        var cells = Array(repeating: String(Marble.nothing), count: max(ticks, 0))
        var byTick: [Int: [MarbleEvent]] = [:]
        for entry in entries where entry.tick < ticks {
            byTick[entry.tick, default: []].append(entry.event)
        }
        for (tick, events) in byTick {
            let symbols = String(events.map { $0.symbol ?? Marble.unspellableValue })
            cells[tick] = events.count == 1 ? symbols : "\(Marble.groupStart)\(symbols)\(Marble.groupEnd)"
        }
        return cells
    }
}

extension MarbleTimeline: CustomStringConvertible {
    /// The rendered marble line.
    public var description: String { render() }
}

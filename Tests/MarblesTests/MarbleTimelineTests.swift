import Foundation
import Testing
import Marbles

@Suite("MarbleTimeline: rendering and parsing")
struct MarbleTimelineTests {
    @Test("events at ticks render one character per tick")
    func renderEvents() {
        let timeline = MarbleTimeline(events: [(1, .next("a")), (4, .next("b")), (7, .completed)])
        #expect(timeline.render() == "-a--b--|")
        #expect(timeline.length == 8)
    }

    @Test("several events in one tick render as one bracketed group, in the order they happened")
    func groups() {
        let timeline = MarbleTimeline(events: [(0, .subscribed), (0, .next("a")), (0, .next("b")), (2, .error), (2, .disposed)])
        #expect(timeline.render() == "(^ab)-(X!)")
    }

    @Test("an empty timeline renders as nothing, or as dashes when asked for ticks")
    func emptyTimeline() {
        #expect(MarbleTimeline().render() == "")
        #expect(MarbleTimeline().render(ticks: 3) == "---")
    }

    @Test("render(ticks:) pads with - or cuts off later events")
    func renderTicks() throws {
        let timeline = try MarbleTimeline(parsing: "-a--b|")
        #expect(timeline.render(ticks: 8) == "-a--b|--")
        #expect(timeline.render(ticks: 3) == "-a-")
        #expect(timeline.render(ticks: 0) == "")
    }

    @Test("parsing then rendering gives the string back", arguments: [
        "-a--b--|", "^(ab)-X", "(^a|)", "---", "", "a", "-a--", "^-!", "1-2-3|", "(^aX!)", "-(!|)-", "^abcdefghijklmnopqrstuvwYZ",
    ])
    func roundTrip(marbles: String) throws {
        #expect(try MarbleTimeline(parsing: marbles).render() == marbles)
    }

    @Test("rendering then parsing gives the timeline back")
    func reverseRoundTrip() throws {
        let timeline = MarbleTimeline(
            events: [(0, .subscribed), (2, .next("a")), (2, .next("b")), (5, .completed), (5, .disposed)],
            length: 9
        )
        #expect(try MarbleTimeline(parsing: timeline.render()) == timeline)
    }

    @Test("a parsed string puts each event at its tick; a group is one tick")
    func parsedTicks() throws {
        let timeline = try MarbleTimeline(parsing: "-(ab)c|")
        #expect(timeline.entries == [
            .init(tick: 1, event: .next("a")),
            .init(tick: 1, event: .next("b")),
            .init(tick: 2, event: .next("c")),
            .init(tick: 3, event: .completed),
        ])
        #expect(timeline.events(at: 1) == [.next("a"), .next("b")])
        #expect(timeline.events(at: 0) == [])
        #expect(timeline.length == 4)
    }

    @Test("spaces mean nothing, so rows can be aligned by hand")
    func spacesIgnored() throws {
        #expect(try MarbleTimeline(parsing: "-a -b  |") == MarbleTimeline(parsing: "-a-b|"))
        #expect(try MarbleTimeline(parsing: "( a b )").render() == "(ab)")
    }

    @Test("malformed strings are rejected with the place of the mistake", arguments: [
        ("(ab", MarbleParseError.unclosedGroup(offset: 0)),
        ("-a)", MarbleParseError.unmatchedGroupEnd(offset: 2)),
        ("((a))", MarbleParseError.nestedGroup(offset: 1)),
        ("-()", MarbleParseError.emptyGroup(offset: 1)),
        ("(a-b)", MarbleParseError.nothingInGroup(offset: 2)),
        ("-a#", MarbleParseError.unexpectedCharacter("#", offset: 2)),
        ("*", MarbleParseError.unexpectedCharacter("*", offset: 0)),
    ])
    func parseErrors(marbles: String, expected: MarbleParseError) {
        #expect(throws: expected) { try MarbleTimeline(parsing: marbles) }
    }

    @Test("parse errors explain themselves")
    func parseErrorMessages() {
        #expect(MarbleParseError.emptyGroup(offset: 3).description == "empty group at offset 3: write - for a tick in which nothing happened")
        #expect(MarbleParseError.unexpectedCharacter("#", offset: 0).description.contains("'#'"))
    }

    @Test("the length is part of the timeline: trailing dashes matter")
    func lengthMatters() throws {
        #expect(try MarbleTimeline(parsing: "-a") != MarbleTimeline(parsing: "-a--"))
        #expect(MarbleTimeline(events: [(1, .next("a"))], length: 0).length == 2)
    }

    @Test("appending keeps events ordered by tick, and in arrival order within a tick")
    func appendOrder() {
        var timeline = MarbleTimeline()
        timeline.append(.next("b"), at: 3)
        timeline.append(.subscribed, at: 0)
        timeline.append(.completed, at: 3)
        timeline.append(.next("a"), at: 1)
        #expect(timeline.render() == "^a-(b|)")
    }

    @Test("timed events: each lands in tick ⌊time / tickDuration⌋")
    func timedEvents() {
        let seconds = MarbleTimeline(timed: [
            (time: 0, event: .subscribed), (time: 1, event: .next("a")), (time: 2.5, event: .next("b")), (time: 4, event: .completed),
        ], tickDuration: 1)
        #expect(seconds.render() == "^ab-|")

        let tenths = MarbleTimeline(timed: [(time: 0.3, event: .next("a")), (time: 0.7, event: .completed)], tickDuration: 0.1)
        #expect(tenths.render() == "---a---|")
    }

    @Test("tick(at:) absorbs floating-point error")
    func tickRounding() {
        #expect(MarbleTimeline.tick(at: 0.3, tickDuration: 0.1) == 3)
        #expect(MarbleTimeline.tick(at: 0.29, tickDuration: 0.1) == 2)
        #expect(MarbleTimeline.tick(at: 0, tickDuration: 0.5) == 0)
        #expect(MarbleTimeline.tick(at: 1.5, tickDuration: 0.5) == 3)
    }

    @Test("a value with no one-character spelling renders as *")
    func unspellableValues() {
        let timeline = MarbleTimeline(events: [(0, .next("hello")), (1, .next("X")), (2, .next("a"))])
        #expect(timeline.render() == "**a")
    }

    @Test("symbolized() gives such values free letters, the same letter for the same value, and a legend")
    func symbolized() {
        let timeline = MarbleTimeline(events: [(0, .next("hello")), (1, .next("a")), (2, .next("world")), (3, .next("hello")), (4, .completed)])
        let (symbolized, legend) = timeline.symbolized()
        #expect(symbolized.render() == "bacb|")
        #expect(legend.entries == [.init(symbol: "b", value: "hello"), .init(symbol: "c", value: "world")])
        #expect(legend.description == "b = \"hello\", c = \"world\"")
    }

    @Test("symbolized() changes nothing when every value already has a character")
    func symbolizedNoop() throws {
        let timeline = try MarbleTimeline(parsing: "^a-b|")
        let (symbolized, legend) = timeline.symbolized()
        #expect(symbolized == timeline)
        #expect(legend.isEmpty)
    }
}

import Testing
import Marbles

@Suite("MarbleDiagram: named rows, tick under tick")
struct MarbleDiagramTests {
    @Test("names are padded so that every row's ticks start in the same column")
    func namedRows() throws {
        let diagram = try MarbleDiagram(parsing: [("input", "-a-b-|"), ("output", "--A-B|")])
        #expect(diagram.render() == """
        input  -a-b-|
        output --A-B|
        """)
    }

    @Test("a group widens its column in every row, with spaces, so later ticks stay aligned")
    func groupsAlign() throws {
        let diagram = try MarbleDiagram(parsing: [("input", "-(ab)-|"), ("output", "-A-|")])
        #expect(diagram.render() == """
        input  -(ab)-|
        output -A   -|
        """)
    }

    @Test("an aligned diagram parses back to the same timelines: spaces mean nothing")
    func alignedRowsParseBack() throws {
        let diagram = try MarbleDiagram(parsing: [("first", "(^ab)--"), ("second", "--(^ab)")])
        let lines = diagram.render().split(separator: "\n").map(String.init)
        #expect(lines == ["first  (^ab)--", "second -    -(^ab)"])
        let secondRow = String(lines[1].dropFirst("second ".count))
        #expect(try MarbleTimeline(parsing: secondRow) == diagram.rows[1].timeline)
    }

    @Test("render(ticks:) draws every row to the same length")
    func commonLength() throws {
        let diagram = try MarbleDiagram(parsing: [("a", "^-a"), ("bb", "^|")])
        #expect(diagram.render(ticks: 5) == "a  ^-a--\nbb ^|---")
    }

    @Test("without names there is no name column")
    func unnamedRows() throws {
        let diagram = try MarbleDiagram(parsing: [("", "-a|"), ("", "--b|")])
        #expect(diagram.render() == "-a|\n--b|")
    }

    @Test("an empty diagram renders as nothing")
    func emptyDiagram() {
        #expect(MarbleDiagram().render() == "")
    }

    @Test("symbolized() spells values consistently across rows")
    func symbolizedAcrossRows() {
        var diagram = MarbleDiagram()
        diagram.append("input", MarbleTimeline(events: [(0, .next("hi")), (1, .next("yo"))]))
        diagram.append("output", MarbleTimeline(events: [(1, .next("hi"))]))
        let (symbolized, legend) = diagram.symbolized()
        #expect(symbolized.render() == "input  ab\noutput -a")
        #expect(legend.description == "a = \"hi\", b = \"yo\"")
    }

    @Test("a malformed row is reported")
    func malformedRow() {
        #expect(throws: MarbleParseError.unclosedGroup(offset: 1)) {
            try MarbleDiagram(parsing: [("ok", "-a"), ("bad", "-(a")])
        }
    }
}

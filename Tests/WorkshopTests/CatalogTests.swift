import CourseProgress
import Foundation
import Testing
@testable import Workshop

@Suite("The chapter catalog and the demos")
struct CatalogTests {
    @Test("the catalog lists chapters 1 to 8, in order, each with its module")
    func chapters() {
        #expect(ChapterCatalog.chapters.map(\.number) == Array(1...8))
        #expect(ChapterCatalog.chapters.allSatisfy { ChapterFolder.number(inFolderName: $0.module) == $0.number })
    }

    @Test("each chapter's test filter matches its own target's tests and no other target's")
    func testFilters() throws {
        let targets = ChapterCatalog.chapters.map { "\($0.module)Tests" }
            + ["RACTests", "ExamplesTests", "WorkshopTests", "MarblesTests"]
        for chapter in ChapterCatalog.chapters {
            let filter = try Regex(chapter.testFilter)
            let matching = targets.filter { "\($0).SomeSuite/someTest()".contains(filter) }
            #expect(matching == ["\(chapter.module)Tests"])
        }
    }

    @Test("the catalog's written/planned status matches the chapter folders on disk")
    func statusMatchesDisk() {
        let folders = ChapterFolder.scan(root: packageRoot)
        for chapter in ChapterCatalog.chapters {
            guard let folder = folders.first(where: { $0.number == chapter.number }) else {
                Issue.record("no folder for chapter \(chapter.number) under \(packageRoot.path)/Chapters")
                continue
            }
            #expect(
                folder.isWritten == chapter.isWritten,
                "ChapterCatalog says chapter \(chapter.number) is \(chapter.status.rawValue); update its status"
            )
        }
    }

    @Test("every written chapter has demos, and every demo produces a diagram")
    func writtenChaptersHaveDemos() {
        for chapter in ChapterCatalog.chapters where chapter.isWritten {
            let demos = DemoRegistry.demos(forChapter: chapter.number) ?? []
            #expect(!demos.isEmpty, "chapter \(chapter.number) is written but has no demos")
            for demo in demos {
                let recorder = DemoRecorder()
                demo.body(recorder)
                #expect(!recorder.diagram.rows.isEmpty, "\(demo.title)")
            }
        }
    }
}

@Suite("DemoRecorder")
struct DemoRecorderTests {
    @Test("rows record at the current tick; the diagram runs to the last tick reached")
    func manualClock() {
        let recorder = DemoRecorder()
        let first = recorder.row("first")
        let second = recorder.row("second")
        first.subscribed()
        recorder.advance()
        first.next("a")
        recorder.log(Bilingual("something happens", "发生了一件事"))
        recorder.advance(2)
        second.subscribed()
        second.next("hello")
        recorder.advance()
        #expect(recorder.records == [
            .event(tick: 0, row: "first", .subscribed),
            .event(tick: 1, row: "first", .next("a")),
            .log(tick: 1, Bilingual("something happens", "发生了一件事")),
            .event(tick: 3, row: "second", .subscribed),
            .event(tick: 3, row: "second", .next("hello")),
        ])
        // Tick 3 holds a group in the second row, so the first row gets spaces there to stay aligned.
        #expect(recorder.diagram.render() == "first  ^a--   -\nsecond ---(^*)-")
        #expect(recorder.diagram.symbolized().diagram.render() == "first  ^a--   -\nsecond ---(^b)-")
    }

    @Test("a virtual clock drives the ticks: the pattern for chapters with a TestScheduler")
    func virtualClock() {
        var now = 0.0
        let recorder = DemoRecorder()
        recorder.useClock(tickDuration: 0.5) { now }
        let output = recorder.row("output")
        output.subscribed()
        now = 1.0
        output.next(1)
        now = 2.25
        output.completed()
        now = 3.0
        #expect(recorder.diagram.render() == "output ^-1-|--")
    }
}

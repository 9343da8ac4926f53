import CourseProgress
import Testing
import Examples
@testable import Workshop

@Suite("The command line: help, and the errors that exit with status 2")
struct CommandLineTests {
    @Test("an unknown command exits 2 and names the valid ones")
    func unknownCommand() {
        let (status, output) = runWorkshop(["frobnicate"])
        #expect(status == 2)
        #expect(output == """
        error: unknown command 'frobnicate'; the commands are chapter, example, exercise, course, diffs,
          check-docs, help
        Run 'workshop --help' for usage.

        """)
    }

    @Test("an unknown chapter exits 2 and names the valid ones", arguments: ["9", "0", "x", "-1"])
    func unknownChapter(argument: String) {
        let (status, output) = runWorkshop(["chapter", argument])
        #expect(status == 2)
        if argument == "-1" {
            // Looks like an option, and is reported as one.
            #expect(output.hasPrefix("error: unknown option '-1'"))
        } else {
            #expect(output == """
            error: there is no chapter '\(argument)'; the chapters are 1 to 8
            Run 'workshop chapter --help' for usage.

            """)
        }
    }

    @Test("chapter without a number, or with two, exits 2")
    func chapterArity() {
        #expect(runWorkshop(["chapter"]).status == 2)
        #expect(runWorkshop(["chapter", "1", "2"]).status == 2)
        #expect(runWorkshop(["chapter"]).output.hasPrefix("error: chapter needs exactly one chapter number, 1 to 8\n"))
    }

    @Test("a chapter that is not written yet says so")
    func plannedChapter() {
        // Every chapter of the catalog is written, so a made-up planned entry keeps this path tested.
        let planned = ChapterEntry(
            number: 9, module: "Chapter09_Planned", title: Bilingual("Planned", "计划中的一章"),
            adds: Bilingual("what a later chapter adds", "后面一章要加入的内容"), status: .planned
        )
        let output = TextBuffer()
        ChapterCommand.run(planned, to: output)
        #expect(output.text == "Chapter 9 is not written yet.\nIt will add what a later chapter adds.\n")
        let chinese = TextBuffer()
        ChapterCommand.run(planned, to: chinese, language: .simplifiedChinese)
        #expect(chinese.text == "第 9 章尚未写成。\n它将加入：后面一章要加入的内容。\n")
    }

    @Test("workshop chapter N fits 100 columns for every N; --width sets the limit, 0 lifts it")
    func chapterWidth() {
        var widest = 0
        for chapter in ChapterCatalog.chapters {
            let output = runWorkshop(["chapter", String(chapter.number)]).output
            let lines = output.split(separator: "\n")
            for line in lines where line.count > 100 {
                Issue.record("workshop chapter \(chapter.number) prints \(line.count) columns: \(line)")
            }
            let unlimited = runWorkshop(["chapter", String(chapter.number), "--width", "0"]).output
            widest = max(widest, unlimited.split(separator: "\n").map(\.count).max() ?? 0)
            // Wrapping only breaks lines: the words are the same.
            #expect(output.split(whereSeparator: { $0 == " " || $0 == "\n" }) == unlimited.split(whereSeparator: { $0 == " " || $0 == "\n" }))
            let narrow = runWorkshop(["chapter", String(chapter.number), "--width", "80"])
            #expect(narrow.status == 0)
            for line in narrow.output.split(separator: "\n") where line.count > 80 {
                // Only a marble row (seven spaces, then its name) is never broken.
                let isMarbleRow = line.hasPrefix("       ") && !line.hasPrefix("       where ") && !(line.dropFirst(7).first?.isNumber ?? true)
                #expect(isMarbleRow, "workshop chapter \(chapter.number) --width 80 prints \(line.count) columns: \(line)")
            }
        }
        // Without a limit some lines are wider: the test above measured wrapping, not short demos.
        #expect(widest > 100)
        #expect(runWorkshop(["chapter", "1", "--width", "20"]).status == 2)
        #expect(runWorkshop(["chapter", "1", "--width", "wide"]).status == 2)
    }

    @Test("every chapter of the catalog is written, and chapter N prints its demos")
    func everyChapterIsWritten() {
        #expect(ChapterCatalog.chapters.allSatisfy { $0.isWritten })
        for chapter in ChapterCatalog.chapters {
            let (status, output) = runWorkshop(["chapter", String(chapter.number)])
            #expect(status == 0)
            #expect(output.hasPrefix("Chapter \(chapter.number): \(chapter.title.english) (\(chapter.module))\n"))
        }
    }

    @Test("an unknown example exits 2 and names the valid ones")
    func unknownExample() {
        let (status, output) = runWorkshop(["example", "chess"])
        #expect(status == 2)
        #expect(output == """
        error: there is no example 'chess'; the examples are send-code, login, badges, login-state, publish,
          delegate, user-name, search, sign-in
        Run 'workshop example --help' for usage.

        """)
    }

    @Test("example NAME prints a header, then the scenario's timeline on virtual time",
          arguments: ["send-code", "login", "badges", "login-state", "publish", "delegate", "user-name", "search", "sign-in"])
    func knownExample(name: String) throws {
        let scenario = try #require(ExampleCatalog.scenario(named: name))
        let (status, output) = runWorkshop(["example", name, "--width", "0"])
        #expect(status == 0)
        // The transcripts themselves are golden-tested line by line in ExamplesTests.
        #expect(output == "Example \(name): \(scenario.description)\n\n" + scenario.transcript())
    }

    @Test("example NAME fits a projector: no line is wider than 100 columns, and the wrapped lines hold the same text",
          arguments: ["send-code", "login", "badges", "login-state", "publish", "delegate", "user-name", "search", "sign-in"])
    func exampleFitsTheScreen(name: String) {
        let wrapped = runWorkshop(["example", name]).output
        let whole = runWorkshop(["example", name, "--width", "0"]).output
        let widths = wrapped.split(separator: "\n").map(\.count)
        #expect(widths.allSatisfy { $0 <= 100 }, "widest: \(widths.max() ?? 0)")
        // Joining the continuations gives the original back.
        let squeezed: (String) -> String = { $0.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ") }
        #expect(squeezed(wrapped) == squeezed(whole))
    }

    @Test("login and publish had lines of 203 and 161 columns; now none passes 100")
    func longestExamples() {
        for name in ["login", "publish"] {
            #expect(runWorkshop(["example", name, "--width", "0"]).output.split(separator: "\n").contains { $0.count > 150 })
            #expect(runWorkshop(["example", name]).output.split(separator: "\n").allSatisfy { $0.count <= 100 })
        }
    }

    @Test("example --width: a narrower screen, and a refusal under 40 columns")
    func exampleWidth() {
        let narrow = runWorkshop(["example", "login", "--width", "60"]).output
        #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 60 })
        #expect(runWorkshop(["example", "login", "--width", "20"]).status == 2)
    }

    @Test("workshop example send-code: the golden opening and closing lines")
    func sendCodeGolden() {
        let (status, output) = runWorkshop(["example", "send-code"])
        #expect(status == 0)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(6)) == [
            "Example send-code: Send-code button: enabled for a valid number, disabled through the request and a",
            "  60 s countdown that stops with the screen",
            "",
            "t=  0.0s  open screen                       button: disabled \"Send code\" · phone: (empty) (invalid)",
            "t=  0.0s  type \"1380013800\"                 button: disabled \"Send code\" ·",
            "                                            phone: 1380013800 (invalid)",
        ])
        #expect(Array(lines.suffix(6)) == [
            "t= 67.5s  leave the screen                  button: disabled \"Send code\" ·",
            "                                            phone: 13800138000 (valid)",
            "t= 67.5s  → countdown stopped               button: enabled \"Send code\" · phone: 13800138000 (valid)",
            "send-code: requests at 1.0s and 64.0s; countdown 60 s, button enabled again at 62.0s; the second",
            "  countdown stopped after 2 s, when the screen closed at 67.5s",
            "",
        ])
    }

    @Test("workshop example delegate: the whole golden output")
    func delegateGolden() {
        let (status, output) = runWorkshop(["example", "delegate"])
        #expect(status == 0)
        #expect(output == #"""
        Example delegate: Replacing a delegate: a picker's callbacks forwarded into subjects, used by the
          view model as signals

        t=  0.0s  open screen                       picker: hidden · photo: "(none)" · status: ""
        t=  1.0s  tap "Change photo"                picker: shown · photo: "(none)" · status: ""
        t=  2.0s  cancel the picker                 picker: hidden · photo: "(none)" ·
                                                    status: "Kept the current photo"
        t=  3.0s  tap "Change photo"                picker: shown · photo: "(none)" ·
                                                    status: "Kept the current photo"
        t=  4.0s  choose "beach.jpg"                picker: hidden · photo: "beach.jpg" ·
                                                    status: "New photo: beach.jpg"
        t=  5.0s  tap "Change photo"                picker: shown · photo: "beach.jpg" ·
                                                    status: "New photo: beach.jpg"
        t=  6.0s  choose "sunset.jpg"               picker: hidden · photo: "sunset.jpg" ·
                                                    status: "New photo: sunset.jpg"
        delegate: 3 callbacks (2 picks, 1 cancel) reached the view model as signal values; photo sunset.jpg

        """#)
    }

    @Test("--realtime and --speed K pace the same timeline by the wall clock")
    func exampleTimeOptions() {
        let virtual = runWorkshop(["example", "badges"])
        let fast = runWorkshop(["example", "badges", "--speed", "2000"])
        let both = runWorkshop(["example", "--speed=2000", "--realtime", "badges"])
        #expect(fast.status == 0)
        #expect(both.status == 0)
        #expect(fast.output == virtual.output)
        #expect(both.output == virtual.output)
    }

    @Test("example rejects a bad speed and unknown options",
          arguments: [
            (["example", "login", "--speed", "0"], "error: --speed needs a positive number, not '0'"),
            (["example", "login", "--speed", "fast"], "error: --speed needs a positive number, not 'fast'"),
            (["example", "login", "--speed"], "error: --speed needs a value"),
            (["example", "login", "--loud"], "error: unknown option '--loud'"),
            (["example"], "error: example needs exactly one example name: send-code, login, badges, login-state, publish, delegate, user-name, search, sign-in"),
          ])
    func exampleErrors(arguments: [String], message: String) {
        let (status, output) = runWorkshop(arguments)
        #expect(status == 2)
        // A message wider than 100 columns continues on the next line, indented.
        #expect(output == ProjectedLines.prose(message, width: 100).joined(separator: "\n") + "\nRun 'workshop example --help' for usage.\n")
        #expect(output.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    @Test("--help works for the workshop and for each command, in both spellings")
    func help() {
        let general = runWorkshop(["--help"])
        #expect(general.status == 0)
        #expect(general.output.hasPrefix("Usage: workshop [COMMAND] [OPTIONS]\n"))
        for command in Workshop.subcommands {
            #expect(general.output.contains("  \(command.synopsis)"))
            let viaFlag = runWorkshop([command.name, "--help"])
            #expect(viaFlag.status == 0)
            #expect(viaFlag.output.hasPrefix("Usage: workshop \(command.name)"))
            #expect(runWorkshop(["help", command.name]) == viaFlag)
            #expect(runWorkshop([command.name, "-h"]) == viaFlag)
        }
        #expect(runWorkshop(["help"]) == general)
        #expect(runWorkshop(["-h"]) == general)
    }

    @Test("help for an unknown command exits 2")
    func helpUnknown() {
        let (status, output) = runWorkshop(["help", "frobnicate"])
        #expect(status == 2)
        #expect(output.hasPrefix("error: unknown command 'frobnicate'; the commands are chapter, example, exercise, course, diffs,\n  check-docs, help\n"))
    }

    @Test("errors go to the error stream, output to the output stream")
    func separateStreams() {
        let output = TextBuffer()
        let errors = TextBuffer()
        #expect(Workshop.run(arguments: ["chapter", "42"], output: output, errors: errors) == 2)
        #expect(output.text.isEmpty)
        #expect(errors.text.hasPrefix("error: there is no chapter '42'"))
    }

    @Test("diffs takes at most a chapter number, check-docs no argument, and both know their options")
    func fileCommandErrors() {
        #expect(runWorkshop(["diffs", "now"]).output.hasPrefix("error: there is no diff for chapter 'now'; the diffs are of chapters 2 to 8, each against the one\n"))
        #expect(runWorkshop(["diffs", "2", "3"]).output.hasPrefix("error: diffs takes at most one chapter number, got '3'\n"))
        #expect(runWorkshop(["diffs", "2", "--check"]).output.hasPrefix("error: diffs N prints one diff; --check goes without N\n"))
        #expect(runWorkshop(["diffs", "--width", "80"]).output.hasPrefix("error: --width goes with a chapter number, N\n"))
        #expect(runWorkshop(["check-docs", "--check"]).output.hasPrefix("error: unknown option '--check'\n"))
        #expect(runWorkshop(["diffs", "--root"]).output.hasPrefix("error: --root needs a value\n"))
        #expect(runWorkshop(["diffs", "--root", "/no/such/folder"]).status == 2)
    }
}

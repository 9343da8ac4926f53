import Foundation
import CourseProgress
import Testing
@testable import Workshop

@Suite("exercise: the command line and its refusals, all with exit status 2")
struct ExerciseCommandLineTests {
    @Test("exercise without a chapter, or with two, exits 2 and says what is missing")
    func chapterArity() {
        let none = runWorkshop(["exercise"])
        #expect(none.status == 2)
        #expect(none.output == """
        error: exercise needs exactly one chapter number, 1 to 8 (or all)
        Run 'workshop exercise --help' for usage.

        """)
        #expect(runWorkshop(["exercise", "1", "2", "--into", "x"]).status == 2)
    }

    @Test("a chapter outside 1 to 8 exits 2 and names the valid ones", arguments: ["0", "9", "x"])
    func chapterOutOfRange(argument: String) throws {
        let tree = try TemporaryTree()
        let (status, output) = runWorkshop(["exercise", argument, "--into", tree.root.appendingPathComponent("ws").path])
        #expect(status == 2)
        #expect(output.hasPrefix("error: there is no chapter '\(argument)'; the chapters are 1 to 8 (or all)\n"))
        #expect(!tree.exists("ws"))
    }

    @Test("exercise N without --into or --status exits 2")
    func missingDestination() {
        let (status, output) = runWorkshop(["exercise", "2"])
        #expect(status == 2)
        #expect(output.hasPrefix("error: exercise needs --into DIR (write a workspace), --status DIR (check one) or --hint N.M\n"))
    }

    @Test("--into without its folder exits 2")
    func intoWithoutValue() {
        let (status, output) = runWorkshop(["exercise", "2", "--into"])
        #expect(status == 2)
        #expect(output.hasPrefix("error: --into needs a value\n"))
    }

    @Test("--into and --status together exit 2")
    func intoAndStatus() {
        #expect(runWorkshop(["exercise", "2", "--into", "a", "--status", "b"]).status == 2)
    }

    @Test("a non-empty folder is refused, and what is in it is left alone")
    func refusesNonEmptyFolder() throws {
        let tree = try TemporaryTree()
        try tree.write("ws/Sources/Mine.swift", "// my work\n")
        let (status, output) = runWorkshop(["exercise", "2", "--into", tree.root.appendingPathComponent("ws").path], in: packageRoot)
        #expect(status == 2)
        // The message continues on the next line past 100 columns (the folder's path is long).
        #expect(output.replacingOccurrences(of: "\n  ", with: " ").contains("is not empty; nothing was written"))
        #expect(tree.read("ws/Sources/Mine.swift") == "// my work\n")
        #expect(!tree.exists("ws/Package.swift"))
    }

    @Test("a file where the folder should go is refused")
    func refusesFile() throws {
        let tree = try TemporaryTree()
        try tree.write("ws", "a file\n")
        let (status, output) = runWorkshop(["exercise", "1", "--into", tree.root.appendingPathComponent("ws").path], in: packageRoot)
        #expect(status == 2)
        #expect(output.contains("a file is in the way"))
        #expect(tree.read("ws") == "a file\n")
    }

    @Test("--only names exercises of the chosen chapter, and does not go with --solved")
    func onlyIsChecked() {
        #expect(runWorkshop(["exercise", "2", "--into", "/nonexistent/x", "--only", "3.1"]).status == 2)
        #expect(runWorkshop(["exercise", "2", "--into", "/nonexistent/x", "--only", "two"]).status == 2)
        #expect(runWorkshop(["exercise", "2", "--into", "/nonexistent/x", "--only", "2.1", "--solved"]).status == 2)
    }

    @Test("--status on a folder without a Package.swift exits 2")
    func statusNeedsAWorkspace() throws {
        let tree = try TemporaryTree()
        let (status, output) = runWorkshop(["exercise", "2", "--status", tree.root.path])
        #expect(status == 2)
        #expect(output.contains("no Package.swift there"))
    }

    @Test("--timeout must be a positive whole number")
    func timeoutIsChecked() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", "// not a real package\n")
        #expect(runWorkshop(["exercise", "2", "--status", tree.root.path, "--timeout", "soon"]).status == 2)
        #expect(runWorkshop(["exercise", "2", "--status", tree.root.path, "--timeout", "0"]).status == 2)
    }
}

@Suite("exercise --into: the workspace it writes")
struct ExerciseWorkspaceTests {
    @Test("an empty folder is fine; the workspace has the chapter's files, tests, test support and a README")
    func writesIntoEmptyFolder() throws {
        let tree = try TemporaryTree()
        try FileManager.default.createDirectory(at: tree.root.appendingPathComponent("ws"), withIntermediateDirectories: true)
        let (status, output) = runWorkshop(["exercise", "2", "--into", tree.root.appendingPathComponent("ws").path], in: packageRoot)
        #expect(status == 0)
        #expect(output.hasPrefix("Wrote "))
        for path in ["Package.swift", "README.md", "Sources/Chapter02_Disposable/Subscriber.swift",
                     "Sources/TestSupport/EventLog.swift", "Tests/Chapter02_DisposableTests/SubscriptionTests.swift"] {
            #expect(tree.exists("ws/\(path)"), "missing \(path)")
        }
        // The tests are copied unchanged.
        let original = try #require(Files.read(packageRoot.appendingPathComponent("Tests/Chapter02_DisposableTests/SubscriptionTests.swift")))
        #expect(tree.read("ws/Tests/Chapter02_DisposableTests/SubscriptionTests.swift") == original)
    }

    @Test("every chapter's workspace takes out each marked region, and the solved one keeps the code without markers",
          arguments: 1...8)
    func unsolvedAndSolved(chapter number: Int) throws {
        let chapter = try #require(ChapterCatalog.chapter(number))
        let unsolved = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false).files()
        let solved = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: true).files()
        #expect(Set(unsolved.keys) == Set(solved.keys))
        let exercises = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false).course().exercises
        #expect(!exercises.isEmpty)
        for exercise in exercises {
            #expect(!exercise.tests.isEmpty, "exercise \(exercise.id) has no test named after it")
            let comment = "// BEGIN exercise \(exercise.id) · "
            let module = "Sources/\(chapter.module)/"
            #expect(unsolved.contains { $0.key.hasPrefix(module) && $0.value.contains(comment) })
            #expect(!solved.contains { $0.key.hasPrefix(module) && $0.value.contains(comment) })
        }
        for (path, text) in solved where path.hasPrefix("Sources/\(chapter.module)/") {
            let source = try #require(Files.read(packageRoot.appendingPathComponent(chapter.folder + "/" + path.dropFirst("Sources/\(chapter.module)/".count))))
            #expect(text == ExerciseMarkers.removingMarkers(from: source))
            #expect(!text.split(separator: "\n").contains { ExerciseMarkers.isMarker($0) })
        }
        // The README lists the exercises in order.
        let readme = try #require(unsolved["README.md"])
        let positions = exercises.map { readme.range(of: "## Exercise \($0.id): ")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }
}

@Suite("Exercise markers: one comment line each, replaced by a stand-in in a workspace")
struct ExerciseMarkerTests {
    let source = """
    func answer() -> Int {
        // exercise 2.1: return the answer => return 0
        let answer = 42
        return answer
        // end exercise
    }
    func greet() {
        // exercise 2.2: print a greeting
        print("hello")
        // end exercise
    }
    """

    @Test("unsolved: each region becomes what to write and its stand-in, at the marker's indentation")
    func unsolved() throws {
        #expect(try ExerciseMarkers.unsolved(source) == """
        func answer() -> Int {
            // BEGIN exercise 2.1 · return the answer
            // Your task: return the answer.
            // Write your code between BEGIN and END, in place of the stand-in below.
            return 0
            // END exercise 2.1
        }
        func greet() {
            // BEGIN exercise 2.2 · print a greeting
            // Your task: print a greeting.
            // Write your code between BEGIN and END.
            // END exercise 2.2
        }
        """)
    }

    @Test("only: the other exercises keep their code")
    func onlyOne() throws {
        let text = try ExerciseMarkers.unsolved(source, only: [ExerciseID(chapter: 2, index: 2)])
        #expect(text.contains("let answer = 42"))
        #expect(!text.contains("print(\"hello\")"))
    }

    @Test("solved, diffs and check-docs read the code with the marker lines removed")
    func removing() throws {
        let expected = """
        func answer() -> Int {
            let answer = 42
            return answer
        }
        func greet() {
            print("hello")
        }
        """
        #expect(try ExerciseMarkers.solved(source) == expected)
        #expect(ExerciseMarkers.removingMarkers(from: source) == expected)
    }

    @Test("the regions, with their tasks and stand-ins")
    func regions() throws {
        let regions = try ExerciseMarkers.regions(in: source)
        #expect(regions.map(\.exercise.description) == ["2.1", "2.2"])
        #expect(regions.map(\.task) == ["return the answer", "print a greeting"])
        #expect(regions.map(\.stub) == ["return 0", ""])
        #expect(regions.map(\.line) == [2, 8])
    }

    @Test("an unclosed, nested or stray marker is an error that names its line")
    func malformed() {
        #expect(throws: ExerciseMarkers.Problem(line: 1, message: "exercise 1.1 is never closed with '// end exercise'")) {
            try ExerciseMarkers.regions(in: "// exercise 1.1: x\ncode")
        }
        #expect(throws: ExerciseMarkers.Problem.self) {
            try ExerciseMarkers.regions(in: "// exercise 1.1: x\n// exercise 1.2: y\n// end exercise")
        }
        #expect(throws: ExerciseMarkers.Problem(line: 1, message: "'// end exercise' without an opening '// exercise N.M: …'")) {
            try ExerciseMarkers.regions(in: "// end exercise")
        }
        #expect(throws: ExerciseMarkers.Problem.self) {
            try ExerciseMarkers.regions(in: "// exercise 1: no dot\n// end exercise")
        }
    }

    @Test("tests are found with their display names, on the attribute's line or the next; a label names the exercise")
    func findsTests() {
        let text = """
        @Suite("Subscription")
        struct SubscriptionTests {
            @Test("Exercise 2.3: a terminal event disposes")
            func terminalDisposes() {}

            @Test(
                "Exercise 2.4: forwarding stops",
                .disabled(if: isParity, "reason")
            )
            func forwardingStops() {}

            @Test("not an exercise")
            func other() {}
        }
        """
        let tests = ExerciseTest.scan(text)
        #expect(tests.map(\.function) == ["terminalDisposes", "forwardingStops", "other"])
        #expect(tests.map(\.suite) == ["SubscriptionTests", "SubscriptionTests", "SubscriptionTests"])
        #expect(tests.map(\.displayName) == ["Exercise 2.3: a terminal event disposes", "Exercise 2.4: forwarding stops", "not an exercise"])
        #expect(tests.map(\.exercise) == [ExerciseID("2.3"), ExerciseID("2.4"), nil])
        #expect(tests[0].identifier(target: "Chapter02_DisposableTests") == "Chapter02_DisposableTests.SubscriptionTests/terminalDisposes")
    }
}

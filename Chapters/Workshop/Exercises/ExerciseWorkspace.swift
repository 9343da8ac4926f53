import CourseProgress
import Foundation

/// The files of an exercise workspace: a standalone SwiftPM package holding one chapter's module
/// with its exercises taken out (or left in, `solved`), the shared test support, the chapter's
/// tests and its challenges' tests, all unchanged, and the course's progress command.
///
/// Layout, with the chapter's own file names:
///
///     Package.swift   README.md   course.json   .progress/hints.json
///     Sources/Chapter02_Disposable/…          the module, from Chapters/Chapter02_Disposable
///     Sources/TestSupport/…                   from Tests/TestSupport
///     Sources/CourseProgress/…                from Chapters/CourseProgress (verbatim)
///     Sources/ProgressCommand/main.swift      from Chapters/ProgressCommand: `swift run progress`
///     Tests/Chapter02_DisposableTests/…       from Tests/Chapter02_DisposableTests
///     Challenges/Chapter02_Disposable/…       from Solutions/Chapter02/Tests (built with CHALLENGES=…)
///
/// `course.json` is what progress knows: each exercise's title, places, stand-ins, rules, question
/// and tests, from the chapter's markers, `Exercises/ChapterNN.md` and `Exercises/ChapterNN.map`.
/// The hints are in `.progress/hints.json`, which only `progress hint` reads: nothing a learner
/// opens shows one unasked.
/// Several chapters can share one workspace (`exercise all`): each brings its folders.
struct ExerciseWorkspace {
    /// Where a chapter's challenges live in the package: `Solutions/Chapter02`.
    static func solutionsFolder(_ chapter: ChapterEntry) -> String {
        "Solutions/\(ChapterCatalog.numberedName(chapter.number))"
    }

    /// A problem that stops the workspace from being written (a missing folder, a bad marker).
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let root: URL
    let chapters: [ChapterEntry]
    let solved: Bool
    /// When set (and not `solved`), only these exercises are taken out.
    var only: Set<ExerciseID>? = nil

    init(root: URL, chapters: [ChapterEntry], solved: Bool, only: Set<ExerciseID>? = nil) {
        self.root = root
        self.chapters = chapters
        self.solved = solved
        self.only = only
    }

    /// The command that writes this workspace, as the README and `course.json` quote it.
    var command: String {
        let argument = chapters.count == 1 ? String(chapters[0].number) : "all"
        let only = self.only.map { " --only " + $0.sorted().map(\.description).joined(separator: ",") } ?? ""
        return "swift run workshop exercise \(argument)\(solved ? " --solved" : "")\(only)"
    }

    /// Whether exercise `id` is taken out of this workspace.
    func isTakenOut(_ id: ExerciseID) -> Bool {
        !solved && (only?.contains(id) ?? true)
    }

    /// Every file of the workspace, by path relative to its folder.
    func files() throws(Failure) -> [String: String] {
        var files: [String: String] = [:]
        try copy(from: "Tests/TestSupport", to: "Sources/TestSupport", into: &files)
        let progress = ExerciseWorkspace(root: Self.progressRoot(preferring: root), chapters: [], solved: solved)
        try progress.copy(from: "Chapters/CourseProgress", to: "Sources/CourseProgress", into: &files)
        try progress.copy(from: "Chapters/ProgressCommand", to: "Sources/ProgressCommand", into: &files)
        for chapter in chapters {
            let titles = try Dictionary(uniqueKeysWithValues: exercises(of: chapter).map { ($0.id, $0.title) })
            let sources = try read(folder: chapter.folder)
            guard !sources.isEmpty else { throw Failure(description: "\(chapter.folder) has no source files") }
            for (path, text) in sources {
                do {
                    files["Sources/\(chapter.module)/\(path)"] = solved
                        ? try ExerciseMarkers.solved(text)
                        : try ExerciseMarkers.unsolved(text, only: only, titles: titles)
                } catch {
                    throw Failure(description: "\(chapter.folder)/\(path): \(error)")
                }
            }
            try copy(from: "Tests/\(chapter.module)Tests", to: "Tests/\(chapter.module)Tests", into: &files)
            let challengeTests = Self.solutionsFolder(chapter) + "/Tests"
            if Files.isDirectory(root.appendingPathComponent(challengeTests)) {
                try copy(from: challengeTests, to: "Challenges/\(chapter.module)", into: &files)
            }
        }
        files["Package.swift"] = packageManifest()
        files["README.md"] = try WorkspaceReadme(workspace: self).text()
        // The hints go where only `progress hint` reads them, never into what a learner reads.
        var course = try course()
        files[Hints.file] = Hints.encoded(course.exercises)
        for chapter in course.chapters.indices {
            for exercise in course.chapters[chapter].exercises.indices {
                course.chapters[chapter].exercises[exercise].hints = []
            }
        }
        files[Course.fileName] = course.encoded()
        return files
    }

    /// What `course.json` holds.
    func course() throws(Failure) -> Course {
        let chapters = try self.chapters.map { chapter throws(Failure) in
            Course.Chapter(number: chapter.number, title: chapter.title, module: chapter.module, exercises: try exercises(of: chapter))
        }
        return Course(writtenBy: command, solved: solved, chapters: chapters)
    }

    // MARK: - The course content

    /// Chapter `chapter`'s `Exercises/ChapterNN.md`, parsed, or `nil` when the chapter has none yet.
    func courseFile(of chapter: ChapterEntry) throws(Failure) -> CourseFile? {
        let path = CourseFile.path(chapter: chapter.number)
        guard let text = Files.read(root.appendingPathComponent(path)) else { return nil }
        do {
            return try CourseFile.parse(text, file: path)
        } catch {
            throw Failure(description: error.list.map(\.description).joined(separator: "\n"))
        }
    }

    /// Chapter `chapter`'s measured `Exercises/ChapterNN.map`, or `nil` when it has none yet.
    func testMap(of chapter: ChapterEntry) throws(Failure) -> TestMap? {
        let path = TestMap.path(chapter: chapter.number)
        guard let text = Files.read(root.appendingPathComponent(path)) else { return nil }
        do {
            return try TestMap.parse(text, file: path)
        } catch {
            throw Failure(description: error.description)
        }
    }

    /// The marked regions of `chapter`'s sources, by file (relative to the module folder), in order.
    func regions(of chapter: ChapterEntry) throws(Failure) -> [(path: String, text: String, regions: [ExerciseMarkers.Region])] {
        var result: [(path: String, text: String, regions: [ExerciseMarkers.Region])] = []
        for (path, text) in try read(folder: chapter.folder) {
            let regions: [ExerciseMarkers.Region]
            do {
                regions = try ExerciseMarkers.regions(in: text)
            } catch {
                throw Failure(description: "\(chapter.folder)/\(path): \(error)")
            }
            for region in regions where region.exercise.chapter != chapter.number {
                throw Failure(description: "\(chapter.folder)/\(path):\(region.line): exercise \(region.exercise) belongs to chapter \(region.exercise.chapter), not \(chapter.number)")
            }
            result.append((path, text, regions))
        }
        return result
    }

    /// The exercises of `chapter`, in order: from its markers (where), its course file (title,
    /// rules, question, hints) and its map (which tests). Without a course file the title is the
    /// first marker's task; without a map the tests are those whose name starts "Exercise N.M:".
    func exercises(of chapter: ChapterEntry) throws(Failure) -> [Course.Exercise] {
        var places: [ExerciseID: [Course.Place]] = [:]
        for (path, text, regions) in try regions(of: chapter) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for region in regions {
                places[region.exercise, default: []].append(Course.Place(
                    file: "Sources/\(chapter.module)/\(path)",
                    task: region.task,
                    declaration: Self.declaration(above: region.line - 1, in: lines),
                    stub: region.stub.isEmpty ? [] : [region.stub]
                ))
            }
        }
        let file = try courseFile(of: chapter)
        if let file {
            let written = Set(file.exercises.map(\.id))
            let marked = Set(places.keys)
            if written != marked {
                let missing = marked.subtracting(written).sorted().map(\.description)
                let extra = written.subtracting(marked).sorted().map(\.description)
                var parts: [String] = []
                if !missing.isEmpty { parts.append("no section for exercise \(missing.joined(separator: ", ")), which the markers define") }
                if !extra.isEmpty { parts.append("a section for exercise \(extra.joined(separator: ", ")), which no marker defines") }
                throw Failure(description: "\(file.file) has \(parts.joined(separator: ", and "))")
            }
        }
        let tests = try self.tests(of: chapter)
        let names = tests.names
        let map = try testMap(of: chapter)
        if map == nil, let orphan = Set(tests.labelled.keys).subtracting(places.keys).min() {
            throw Failure(description: "Tests/\(chapter.module)Tests has tests for exercise \(orphan), which no marker in \(chapter.folder) defines")
        }
        return places.keys.sorted().map { id in
            let written = file?.exercise(id)
            let owned: [Course.Test]
            if let map {
                owned = map.tests(of: id).map { Course.Test(id: $0.test, name: names[$0.test] ?? $0.test, alsoNeeds: $0.alsoNeeds) }
            } else {
                owned = (tests.labelled[id] ?? []).map { Course.Test(id: $0, name: names[$0] ?? $0, alsoNeeds: []) }
            }
            return Course.Exercise(
                id: id,
                title: written?.title ?? Self.sentence(places[id]![0].task),
                takenOut: isTakenOut(id),
                rules: written?.rules ?? [],
                question: written?.question ?? "",
                hints: written?.hints.map { Self.hintText($0, chapter: chapter) } ?? [],
                places: places[id]!,
                tests: owned
            )
        }
    }

    /// Every test of `chapter` with its display name, and those labelled "Exercise N.M:", by exercise.
    func tests(of chapter: ChapterEntry) throws(Failure) -> (names: [String: String], labelled: [ExerciseID: [String]]) {
        let target = "\(chapter.module)Tests"
        var names: [String: String] = [:]
        var labelled: [ExerciseID: [String]] = [:]
        for (_, text) in try read(folder: "Tests/\(target)") {
            for test in ExerciseTest.scan(text) {
                let id = test.identifier(target: target)
                names[id] = test.displayName
                if let exercise = test.exercise { labelled[exercise, default: []].append(id) }
            }
        }
        return (names, labelled)
    }

    /// A hint as a workspace shows it: an excerpt's `<!-- from: Chapters/ChapterNN_…/File.swift -->`
    /// becomes a line naming the workspace file.
    static func hintText(_ hint: CourseFile.Hint, chapter: ChapterEntry) -> String {
        hint.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let path = DocsChecker.sourcePath(inMarker: String(line)) else { return String(line) }
            let indentation = line.prefix { $0 == " " }
            let inModule = path.hasPrefix(chapter.folder + "/")
            return indentation + (inModule ? "In `Sources/\(chapter.module)/\(path.dropFirst(chapter.folder.count + 1))`:" : "From `\(path)`:")
        }.joined(separator: "\n")
    }

    /// `sendNext` for the nearest `func sendNext(` (or `init`, `var name`, `subscript`) above `line`.
    static func declaration(above line: Int, in lines: [String]) -> String? {
        var index = line - 1
        while index >= 0 {
            let words = lines[index].trimmingWhitespace().split(separator: " ")
            for (position, word) in words.enumerated() {
                if word == "func" || word == "var" || word == "let", position + 1 < words.count {
                    // A backticked name (`return`) is a name like any other.
                    let name = words[position + 1].drop { $0 == "`" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !name.isEmpty, word == "func" || lines[index].contains("{") { return String(name) }
                }
                if word.hasPrefix("init(") || word.hasPrefix("init<") || word == "init" || word.hasPrefix("init?(") { return "init" }
                // `subscript(` or `subscript<`, never a word that only starts so (`subscription`).
                if word == "subscript" || word.hasPrefix("subscript(") || word.hasPrefix("subscript<") { return "subscript" }
                if word == "//" { break }
            }
            index -= 1
        }
        return nil
    }

    /// `Send the value, then complete` for `send the value, then complete`.
    static func sentence(_ task: String) -> String {
        task.prefix(1).uppercased() + task.dropFirst()
    }

    // MARK: - Files

    /// The Swift and text files under `folder` (relative to the root), by path inside it.
    func read(folder: String) throws(Failure) -> [(String, String)] {
        let url = root.appendingPathComponent(folder)
        guard Files.isDirectory(url) else { throw Failure(description: "\(folder): no such folder in \(root.path)") }
        return try Files.list(under: url).map { path throws(Failure) in
            guard let text = Files.read(url.appendingPathComponent(path)) else {
                throw Failure(description: "\(folder)/\(path) cannot be read as UTF-8 text")
            }
            return (path, text)
        }
    }

    /// Where the progress command's sources are: `root` when it has them, else the checkout this
    /// workshop was built from (so that `--root` may name an older checkout of the course).
    static func progressRoot(preferring root: URL) -> URL {
        if Files.isDirectory(root.appendingPathComponent("Chapters/CourseProgress")) { return root }
        let own = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return Files.isDirectory(own.appendingPathComponent("Chapters/CourseProgress")) ? own : root
    }

    private func copy(from folder: String, to destination: String, into files: inout [String: String]) throws(Failure) {
        for (path, text) in try read(folder: folder) {
            files["\(destination)/\(path)"] = text
        }
    }

    // MARK: - Package.swift

    /// The one command that runs challenge N's tests, as the README and Package.swift give it.
    static func challengeCommand(_ number: String) -> String {
        "CHALLENGES=\(number) swift test --filter ChallengeTests"
    }

    func packageManifest() -> String {
        let modules = chapters.map { "    \"\($0.module)\"," }.joined(separator: "\n")
        let what = chapters.count == 1 ? "chapter \(chapters[0].number)" : "chapters \(chapters.map { String($0.number) }.joined(separator: ", "))"
        return """
        // swift-tools-version: 6.0
        // An exercise workspace for \(what) of RACFromScratch\(solved ? ", with the solutions in" : ""),
        // written by `\(command)`. See README.md.
        //
        //   swift run progress                              what is done, and what is next (also: hint, reset, watch)
        //   swift test                                      the chapter's tests, against your module
        //   \(Self.challengeCommand("2"))   challenge 2's tests (CHALLENGES=1,3 or all)
        import Foundation
        import PackageDescription

        let chapters = [
        \(modules)
        ]

        /// The challenges whose tests are built: `CHALLENGES=1,3`, or `all`. A challenge's tests only
        /// compile once you have written what it asks for, so none are built unless you ask.
        let challenges = (Context.environment["CHALLENGES"] ?? "")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }

        func isWanted(_ file: String) -> Bool {
            challenges.contains("all") || challenges.contains { file.hasPrefix("Challenge\\($0)_") }
        }

        var targets: [Target] = [
            .target(name: "TestSupport", path: "Sources/TestSupport"),
            // `swift run progress`: the course's progress command (list, hint, reset, watch).
            .target(name: "CourseProgress", path: "Sources/CourseProgress"),
            .executableTarget(name: "ProgressCommand", dependencies: ["CourseProgress"], path: "Sources/ProgressCommand"),
        ]
        for chapter in chapters {
            targets.append(.target(name: chapter, path: "Sources/\\(chapter)"))
            targets.append(.testTarget(name: "\\(chapter)Tests", dependencies: [.target(name: chapter), "TestSupport"], path: "Tests/\\(chapter)Tests"))
            let folder = Context.packageDirectory + "/Challenges/\\(chapter)"
            let all = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            let chosen = all.filter { $0.hasPrefix("Challenge") && isWanted($0) }
            // The helpers the challenges' tests share come with any of them.
            let files = chosen.isEmpty ? [] : chosen + all.filter { $0.hasPrefix("Support") }
            if !files.isEmpty {
                targets.append(.testTarget(
                    name: "\\(chapter)ChallengeTests",
                    dependencies: [.target(name: chapter), "TestSupport"],
                    path: "Challenges/\\(chapter)",
                    sources: files
                ))
            }
        }

        let package = Package(
            name: "Exercises",
            // As the course's own package: what compiles there compiles here.
            platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
            products: [.executable(name: "progress", targets: ["ProgressCommand"])],
            targets: targets,
            swiftLanguageModes: [.v6]
        )

        """
    }
}

import CourseProgress
import Foundation

/// One chapter's course material, read from the repository and parsed once: the module's sources
/// with their marked regions, the chapter's tests and its challenges' tests, its course file (in
/// the language chosen at load) and its measured map, joined into the chapter's exercises.
///
/// Everything that writes or checks a workspace of the chapter reads this value (the workspace's
/// files, its README, `course.json`, `course check`, the variant workspaces); none of them reads
/// or parses the chapter's files again.
struct ChapterMaterial {
    /// A file of the chapter's module with its marked regions.
    struct SourceFile {
        /// Relative to the module folder: `Subscriber.swift`.
        let path: String
        let text: String
        let regions: [ExerciseMarkers.Region]
    }

    /// A file copied into the workspace as it is: its path inside its folder, and its text.
    struct CopiedFile {
        let path: String
        let text: String
    }

    let chapter: ChapterEntry
    /// The language of the course file read (English when the chosen language has none).
    let language: Language
    let sources: [SourceFile]
    /// `Tests/ChapterNN_…Tests`, by path inside that folder.
    let tests: [CopiedFile]
    /// `Solutions/ChapterNN/Tests`, by path inside that folder (empty when the chapter has none).
    let challengeTests: [CopiedFile]
    /// `Exercises/ChapterNN.md` (or its translation), parsed; `nil` when the chapter has none yet.
    let courseFile: CourseFile?
    /// `Exercises/ChapterNN.map`, parsed; `nil` when the chapter has none yet.
    let testMap: TestMap?
    /// The exercises in order, each as a workspace that takes it out shows it (`takenOut` set).
    let exercises: [Course.Exercise]

    /// Each exercise's title, for the BEGIN lines of a workspace's sources.
    var titles: [ExerciseID: String] {
        Dictionary(uniqueKeysWithValues: exercises.map { ($0.id, $0.title) })
    }

    /// The exercises with `takenOut` as a workspace decides it.
    func exercises(takenOut: (ExerciseID) -> Bool) -> [Course.Exercise] {
        exercises.map { exercise in
            var exercise = exercise
            exercise.takenOut = takenOut(exercise.id)
            return exercise
        }
    }

    /// The challenges' test files (`Challenge2_….swift`), in order.
    var challengeFiles: [String] {
        challengeTests.map(\.path).filter { $0.hasPrefix("Challenge") && $0.hasSuffix(".swift") }
    }

    // MARK: - Loading

    /// Reads and parses chapter `chapter`'s material under `root`. The course file is
    /// `Exercises/zh-Hans/ChapterNN.md` for Chinese when it exists (the same headings and markers,
    /// the prose translated), else `Exercises/ChapterNN.md`.
    static func load(root: URL, chapter: ChapterEntry, language: Language = .english) throws(ExerciseWorkspace.Failure) -> ChapterMaterial {
        let sources = try readSources(root: root, chapter: chapter)
        guard !sources.isEmpty else { throw ExerciseWorkspace.Failure(description: "\(chapter.folder) has no source files") }
        let tests = try read(folder: "Tests/\(chapter.module)Tests", under: root)
        let challengeFolder = ExerciseWorkspace.solutionsFolder(chapter) + "/Tests"
        let challengeTests = Files.isDirectory(root.appendingPathComponent(challengeFolder))
            ? try read(folder: challengeFolder, under: root) : []
        let (courseFile, fileLanguage) = try readCourseFile(root: root, chapter: chapter, language: language)
        let testMap = try readTestMap(root: root, chapter: chapter)
        let exercises = try join(chapter: chapter, sources: sources, tests: tests, courseFile: courseFile, testMap: testMap, language: fileLanguage)
        return ChapterMaterial(
            chapter: chapter, language: fileLanguage, sources: sources, tests: tests, challengeTests: challengeTests,
            courseFile: courseFile, testMap: testMap, exercises: exercises
        )
    }

    /// The path of chapter `number`'s course file in `language`, relative to the package root.
    static func courseFilePath(chapter number: Int, language: Language) -> String {
        switch language {
        case .english: CourseFile.path(chapter: number)
        case .simplifiedChinese: "Exercises/zh-Hans/\(ChapterCatalog.numberedName(number)).md"
        }
    }

    private static func readCourseFile(root: URL, chapter: ChapterEntry, language: Language) throws(ExerciseWorkspace.Failure) -> (CourseFile?, Language) {
        for candidate in language == .english ? [Language.english] : [language, .english] {
            let path = courseFilePath(chapter: chapter.number, language: candidate)
            guard let text = Files.read(root.appendingPathComponent(path)) else { continue }
            do {
                return (try CourseFile.parse(text, file: path), candidate)
            } catch {
                throw ExerciseWorkspace.Failure(description: error.list.map(\.description).joined(separator: "\n"))
            }
        }
        return (nil, .english)
    }

    private static func readTestMap(root: URL, chapter: ChapterEntry) throws(ExerciseWorkspace.Failure) -> TestMap? {
        let path = TestMap.path(chapter: chapter.number)
        guard let text = Files.read(root.appendingPathComponent(path)) else { return nil }
        do {
            return try TestMap.parse(text, file: path)
        } catch {
            throw ExerciseWorkspace.Failure(description: error.description)
        }
    }

    private static func readSources(root: URL, chapter: ChapterEntry) throws(ExerciseWorkspace.Failure) -> [SourceFile] {
        var result: [SourceFile] = []
        for file in try read(folder: chapter.folder, under: root) {
            let regions: [ExerciseMarkers.Region]
            do {
                regions = try ExerciseMarkers.regions(in: file.text)
            } catch {
                throw ExerciseWorkspace.Failure(description: "\(chapter.folder)/\(file.path): \(error)")
            }
            for region in regions where region.exercise.chapter != chapter.number {
                throw ExerciseWorkspace.Failure(description: "\(chapter.folder)/\(file.path):\(region.line): exercise \(region.exercise) belongs to chapter \(region.exercise.chapter), not \(chapter.number)")
            }
            result.append(SourceFile(path: file.path, text: file.text, regions: regions))
        }
        return result
    }

    /// The Swift and text files under `folder` (relative to `root`), by path inside it.
    static func read(folder: String, under root: URL) throws(ExerciseWorkspace.Failure) -> [CopiedFile] {
        let url = root.appendingPathComponent(folder)
        guard Files.isDirectory(url) else { throw ExerciseWorkspace.Failure(description: "\(folder): no such folder in \(root.path)") }
        return try Files.list(under: url).map { path throws(ExerciseWorkspace.Failure) in
            guard let text = Files.read(url.appendingPathComponent(path)) else {
                throw ExerciseWorkspace.Failure(description: "\(folder)/\(path) cannot be read as UTF-8 text")
            }
            return CopiedFile(path: path, text: text)
        }
    }

    // MARK: - The exercises

    /// The exercises, in order: from the markers (where), the course file (title, rules, question,
    /// hints) and the map (which tests). Without a course file the title is the first marker's
    /// task; without a map the tests are those whose name starts "Exercise N.M:".
    private static func join(chapter: ChapterEntry, sources: [SourceFile], tests testFiles: [CopiedFile], courseFile file: CourseFile?, testMap map: TestMap?, language: Language) throws(ExerciseWorkspace.Failure) -> [Course.Exercise] {
        var places: [ExerciseID: [Course.Place]] = [:]
        for source in sources {
            let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for region in source.regions {
                places[region.exercise, default: []].append(Course.Place(
                    file: "Sources/\(chapter.module)/\(source.path)",
                    task: region.task,
                    declaration: Self.declaration(above: region.line - 1, in: lines),
                    stub: region.stub.isEmpty ? [] : [region.stub]
                ))
            }
        }
        if let file {
            let written = Set(file.exercises.map(\.id))
            let marked = Set(places.keys)
            if written != marked {
                let missing = marked.subtracting(written).sorted().map(\.description)
                let extra = written.subtracting(marked).sorted().map(\.description)
                var parts: [String] = []
                if !missing.isEmpty { parts.append("no section for exercise \(missing.joined(separator: ", ")), which the markers define") }
                if !extra.isEmpty { parts.append("a section for exercise \(extra.joined(separator: ", ")), which no marker defines") }
                throw ExerciseWorkspace.Failure(description: "\(file.file) has \(parts.joined(separator: ", and "))")
            }
        }
        let (names, labelled) = scanTests(testFiles, target: "\(chapter.module)Tests")
        if map == nil, let orphan = Set(labelled.keys).subtracting(places.keys).min() {
            throw ExerciseWorkspace.Failure(description: "Tests/\(chapter.module)Tests has tests for exercise \(orphan), which no marker in \(chapter.folder) defines")
        }
        return places.keys.sorted().map { id in
            let written = file?.exercise(id)
            let owned: [Course.Test]
            if let map {
                owned = DifferenceTests.last(map.tests(of: id).map { Course.Test(id: $0.test, name: names[$0.test] ?? $0.test, alsoNeeds: $0.alsoNeeds) })
            } else {
                owned = DifferenceTests.last((labelled[id] ?? []).map { Course.Test(id: $0, name: names[$0] ?? $0, alsoNeeds: []) })
            }
            return Course.Exercise(
                id: id,
                title: written?.title ?? Self.sentence(places[id]![0].task),
                takenOut: true,
                rules: written?.rules ?? [],
                question: written?.question ?? "",
                hints: written?.hints.map { Self.hintText($0, chapter: chapter, language: language) } ?? [],
                places: places[id]!,
                tests: owned
            )
        }
    }

    /// Every test of the chapter with its display name, and those labelled "Exercise N.M:", by exercise.
    private static func scanTests(_ files: [CopiedFile], target: String) -> (names: [String: String], labelled: [ExerciseID: [String]]) {
        var names: [String: String] = [:]
        var labelled: [ExerciseID: [String]] = [:]
        for file in files {
            for test in ExerciseTest.scan(file.text) {
                let id = test.identifier(target: target)
                names[id] = test.displayName
                if let exercise = test.exercise { labelled[exercise, default: []].append(id) }
            }
        }
        return (names, labelled)
    }

    // MARK: - What a workspace shows of the sources

    /// A hint as a workspace shows it: an excerpt's `<!-- from: Chapters/ChapterNN_…/File.swift -->`
    /// becomes a line naming the workspace file, in the course file's language.
    static func hintText(_ hint: CourseFile.Hint, chapter: ChapterEntry, language: Language = .english) -> String {
        hint.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let path = DocsChecker.sourcePath(inMarker: String(line)) else { return String(line) }
            let indentation = line.prefix { $0 == " " }
            let inModule = path.hasPrefix(chapter.folder + "/")
            let file = "`Sources/\(chapter.module)/\(path.dropFirst(chapter.folder.count + 1))`"
            let line = inModule ? Bilingual("In \(file):", "在 \(file) 中：") : Bilingual("From `\(path)`:", "出自 `\(path)`：")
            return indentation + line.text(in: language)
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
}

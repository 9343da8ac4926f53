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
    /// Each chapter's material, loaded once, in order.
    let materials: [ChapterMaterial]
    let solved: Bool
    /// When set (and not `solved`), only these exercises are taken out.
    var only: Set<ExerciseID>? = nil
    /// Set for a Chinese workspace: the Chinese of the test names and tasks it writes.
    let translation: WorkspaceTranslation?

    /// The language the workspace is written in: its README, test names and tasks.
    var language: Language { translation == nil ? .english : .simplifiedChinese }

    init(root: URL, materials: [ChapterMaterial], solved: Bool, only: Set<ExerciseID>? = nil, translation: WorkspaceTranslation? = nil) {
        self.root = root
        self.materials = materials
        self.solved = solved
        self.only = only
        self.translation = translation
    }

    /// Loads each of `chapters`' material (its course file in `language` where there is one). In
    /// Chinese, throws when a test name or task it would write has no Chinese.
    init(root: URL, chapters: [ChapterEntry], solved: Bool, only: Set<ExerciseID>? = nil, language: Language = .english) throws(Failure) {
        let materials = try chapters.map { chapter throws(Failure) in try ChapterMaterial.load(root: root, chapter: chapter, language: language) }
        let translation = language == .english ? nil : try WorkspaceTranslation.load(root: root, materials: materials, language: language)
        self.init(root: root, materials: materials, solved: solved, only: only, translation: translation)
    }

    var chapters: [ChapterEntry] { materials.map(\.chapter) }

    /// The command that writes this workspace, as the README and `course.json` quote it (with its
    /// language when it is not English).
    var command: String {
        let argument = chapters.count == 1 ? String(chapters[0].number)
            : chapters.count == ChapterCatalog.chapters.count ? "all"
            : "\(chapters[0].number)-\(chapters[chapters.count - 1].number)"
        let only = self.only.map { " --only " + ExerciseList.text($0) } ?? ""
        let language = self.language == .english ? "" : " --lang \(self.language.rawValue)"
        return "swift run workshop exercise \(argument)\(solved ? " --solved" : "")\(only)\(language)"
    }

    /// Whether exercise `id` is taken out of this workspace.
    func isTakenOut(_ id: ExerciseID) -> Bool {
        !solved && (only?.contains(id) ?? true)
    }

    /// The exercises of `material`'s chapter, as this workspace takes them out or leaves them in.
    func exercises(of material: ChapterMaterial) -> [Course.Exercise] {
        let exercises = material.exercises(takenOut: isTakenOut)
        guard let translation else { return exercises }
        return exercises.map(translation.exercise)
    }

    /// Every file of the workspace, by path relative to its folder.
    func files() throws(Failure) -> [String: String] {
        var files: [String: String] = [:]
        try copy(from: "Tests/TestSupport", to: "Sources/TestSupport", into: &files)
        let progressRoot = Self.progressRoot(preferring: root)
        try copy(from: "Chapters/CourseProgress", to: "Sources/CourseProgress", under: progressRoot, into: &files)
        try copy(from: "Chapters/ProgressCommand", to: "Sources/ProgressCommand", under: progressRoot, into: &files)
        for material in materials {
            let chapter = material.chapter
            let titles = material.titles
            for source in material.sources {
                do {
                    files["Sources/\(chapter.module)/\(source.path)"] = solved
                        ? try ExerciseMarkers.solved(source.text)
                        : try ExerciseMarkers.unsolved(source.text, only: only, titles: titles, task: { translation?.task($0) ?? $0 }, language: language)
                } catch {
                    throw Failure(description: "\(chapter.folder)/\(source.path): \(error)")
                }
            }
            for test in material.tests { files["Tests/\(chapter.module)Tests/\(test.path)"] = testFile(test.text) }
            for test in material.challengeTests { files["Challenges/\(chapter.module)/\(test.path)"] = testFile(test.text) }
        }
        files["Package.swift"] = packageManifest()
        files["README.md"] = WorkspaceReadme(workspace: self).text()
        // The hints go where only `progress hint` reads them, never into what a learner reads.
        var course = course()
        files[Hints.file] = Hints.encoded(course.exercises)
        for chapter in course.chapters.indices {
            for exercise in course.chapters[chapter].exercises.indices {
                course.chapters[chapter].exercises[exercise].hints = []
            }
        }
        files[Course.fileName] = course.encoded()
        return files
    }

    /// A test file as the workspace writes it: as it is, or with its test names in Chinese.
    private func testFile(_ text: String) -> String {
        translation?.testFile(text) ?? text
    }

    /// What `course.json` holds.
    func course() -> Course {
        let chapters = materials.map { material in
            Course.Chapter(number: material.chapter.number, title: material.chapter.title.text(in: language), module: material.chapter.module, exercises: exercises(of: material))
        }
        return Course(writtenBy: command, solved: solved, chapters: chapters, language: language)
    }

    // MARK: - Files

    /// Where the progress command's sources are: `root` when it has them, else the checkout this
    /// workshop was built from (so that `--root` may name an older checkout of the course).
    static func progressRoot(preferring root: URL) -> URL {
        if Files.isDirectory(root.appendingPathComponent("Chapters/CourseProgress")) { return root }
        let own = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return Files.isDirectory(own.appendingPathComponent("Chapters/CourseProgress")) ? own : root
    }

    private func copy(from folder: String, to destination: String, under source: URL? = nil, into files: inout [String: String]) throws(Failure) {
        for file in try ChapterMaterial.read(folder: folder, under: source ?? root) {
            files["\(destination)/\(file.path)"] = file.text
        }
    }

    // MARK: - Package.swift

    /// The one command that runs challenge N's tests, as the README and Package.swift give it.
    static func challengeCommand(_ number: String) -> String {
        "CHALLENGES=\(number) swift test --filter ChallengeTests"
    }

    func packageManifest() -> String {
        let modules = chapters.map { "    \"\($0.module)\"," }.joined(separator: "\n")
        let numbers = chapters.map { String($0.number) }
        let header = Bilingual(
            """
            // An exercise workspace for \(chapters.count == 1 ? "chapter \(numbers[0])" : "chapters \(numbers.joined(separator: ", "))") of RACFromScratch\(solved ? ", with the solutions in" : ""),
            // written by `\(command)`. See README.md.
            //
            //   swift run progress                              what is done, and what is next (also: hint, reset, watch)
            //   swift test                                      the chapter's tests, against your module
            //   \(Self.challengeCommand("2"))   challenge 2's tests (CHALLENGES=1,3 or all)
            """,
            """
            // RACFromScratch 第 \(numbers.joined(separator: "、")) 章的练习工作区\(solved ? "（答案已写好）" : "")，
            // 由 `\(command)` 生成。见 README.md。
            //
            //   swift run progress                              完成了什么、下一步做什么（还有 hint、reset、watch）
            //   swift test                                      本章的测试，针对你的模块
            //   \(Self.challengeCommand("2"))   挑战 2 的测试（CHALLENGES=1,3 或 all）
            """
        ).text(in: language)
        return """
        // swift-tools-version: 6.0
        \(header)
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

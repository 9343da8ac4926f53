import Foundation

/// The files of an exercise workspace: a standalone SwiftPM package holding one chapter's module
/// with its exercises taken out (or left in, `solved`), the shared test support, the chapter's
/// tests and its challenges' tests, all unchanged.
///
/// Layout, with the chapter's own file names:
///
///     Package.swift   README.md
///     Sources/Chapter02_Disposable/…          the module, from Chapters/Chapter02_Disposable
///     Sources/TestSupport/…                   from Tests/TestSupport
///     Tests/Chapter02_DisposableTests/…       from Tests/Chapter02_DisposableTests
///     Challenges/Chapter02_Disposable/…       from Solutions/Chapter02/Tests (built with CHALLENGES=…)
///
/// Several chapters can share one workspace (`exercise all`): each brings its three folders.
struct ExerciseWorkspace {
    /// Where a chapter's challenges live in the package: `Solutions/Chapter02`.
    static func solutionsFolder(_ chapter: ChapterEntry) -> String {
        "Solutions/Chapter\(chapter.number < 10 ? "0" : "")\(chapter.number)"
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

    /// Every file of the workspace, by path relative to its folder.
    func files() throws(Failure) -> [String: String] {
        var files: [String: String] = [:]
        try copy(from: "Tests/TestSupport", to: "Sources/TestSupport", into: &files)
        for chapter in chapters {
            let sources = try read(folder: chapter.folder)
            guard !sources.isEmpty else { throw Failure(description: "\(chapter.folder) has no source files") }
            for (path, text) in sources {
                do {
                    files["Sources/\(chapter.module)/\(path)"] = solved
                        ? try ExerciseMarkers.solved(text)
                        : try ExerciseMarkers.unsolved(text, only: only)
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
        return files
    }

    /// The exercises of `chapter`, in order, with where they are and which tests check them.
    func exercises(of chapter: ChapterEntry) throws(Failure) -> [Exercise] {
        var places: [ExerciseID: [Exercise.Place]] = [:]
        var tasks: [ExerciseID: String] = [:]
        for (path, text) in try read(folder: chapter.folder) {
            let regions: [ExerciseMarkers.Region]
            do {
                regions = try ExerciseMarkers.regions(in: text)
            } catch {
                throw Failure(description: "\(chapter.folder)/\(path): \(error)")
            }
            for region in regions {
                guard region.exercise.chapter == chapter.number else {
                    throw Failure(description: "\(chapter.folder)/\(path):\(region.line): exercise \(region.exercise) belongs to chapter \(region.exercise.chapter), not \(chapter.number)")
                }
                places[region.exercise, default: []].append(Exercise.Place(file: "Sources/\(chapter.module)/\(path)", line: region.line, task: region.task))
                if tasks[region.exercise] == nil { tasks[region.exercise] = region.task }
            }
        }
        var tests: [ExerciseID: [ExerciseTest]] = [:]
        for (path, text) in try read(folder: "Tests/\(chapter.module)Tests") {
            for test in ExerciseTest.scan(text, file: path) {
                tests[test.exercise, default: []].append(test)
            }
        }
        if let orphan = Set(tests.keys).subtracting(places.keys).min() {
            throw Failure(description: "Tests/\(chapter.module)Tests has tests for exercise \(orphan), which no marker in \(chapter.folder) defines")
        }
        return places.keys.sorted().map { id in
            Exercise(id: id, task: tasks[id]!, places: places[id]!.sorted { ($0.file, $0.line) < ($1.file, $1.line) }, tests: tests[id] ?? [])
        }
    }

    // MARK: - Files

    /// The Swift and text files under `folder` (relative to the root), by path inside it.
    private func read(folder: String) throws(Failure) -> [(String, String)] {
        let url = root.appendingPathComponent(folder)
        guard Files.isDirectory(url) else { throw Failure(description: "\(folder): no such folder in \(root.path)") }
        return try Files.list(under: url).map { path throws(Failure) in
            guard let text = Files.read(url.appendingPathComponent(path)) else {
                throw Failure(description: "\(folder)/\(path) cannot be read as UTF-8 text")
            }
            return (path, text)
        }
    }

    private func copy(from folder: String, to destination: String, into files: inout [String: String]) throws(Failure) {
        for (path, text) in try read(folder: folder) {
            files["\(destination)/\(path)"] = text
        }
    }

    // MARK: - Package.swift

    func packageManifest() -> String {
        let modules = chapters.map { "    \"\($0.module)\"," }.joined(separator: "\n")
        let what = chapters.count == 1 ? "chapter \(chapters[0].number)" : "chapters \(chapters.map { String($0.number) }.joined(separator: ", "))"
        return """
        // swift-tools-version: 6.0
        // An exercise workspace for \(what) of RACFromScratch\(solved ? ", with the solutions in" : ""),
        // written by `swift run workshop exercise`. See README.md.
        //
        //   swift test                                      the chapter's tests, against your module
        //   CHALLENGES=2 swift test --filter Challenge      also challenge 2's tests (CHALLENGES=1,3 or all)
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
            targets: targets,
            swiftLanguageModes: [.v6]
        )

        """
    }
}

/// One exercise: what to write, where, and which tests check it.
struct Exercise {
    struct Place {
        /// Relative to the workspace: `Sources/Chapter02_Disposable/Subscriber.swift`.
        let file: String
        /// The line of the marker in the chapter's source.
        let line: Int
        let task: String
    }

    let id: ExerciseID
    let task: String
    let places: [Place]
    let tests: [ExerciseTest]
}

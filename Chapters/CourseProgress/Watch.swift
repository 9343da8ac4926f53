import Foundation

/// `progress watch`: works on the first exercise not done, and re-runs its tests whenever a file of
/// the workspace's `Sources/` or `Tests/` changes (looked at once a second: no file-watching API is
/// needed, so it is the same on every platform). When the exercise passes, it moves to the next.
struct Watch {
    let directory: URL
    let course: Course
    let limit: Double
    let language: Language
    /// With `--chapter N`: the chapter watched.
    var chapter: Int? = nil

    func run(_ output: (String) -> Void) -> Int32 {
        let session = ProgressSession(directory: directory, course: course, limit: limit, language: language, chapter: chapter)
        let renderer = session.renderer
        /// A line of the watch's own, in the language and within the width.
        func say(_ english: String, _ chinese: String) {
            let text = Bilingual(english, chinese).text(in: language)
            for line in TextLayout.wrap(text, width: renderer.width, indent: "  ", firstIndent: "", quotesAreTokens: false, pieces: TextLayout.breakPieces) {
                output(line)
            }
        }
        let exercises = session.exercises.filter(\.takenOut)
        guard !exercises.isEmpty else {
            say("Nothing to watch: this workspace (written by `\(course.writtenBy)`) takes no exercise out.",
                "没有可以监视的练习：这个工作区（用 `\(course.writtenBy)` 生成）没有拿掉任何练习。")
            return 0
        }
        // Start where the learner has started writing (a team at chapter 5 starts there).
        let startChapter = ProgressSession.startedChapter(of: exercises, record: session.record) ?? exercises[0].id.chapter
        var current = exercises.firstIndex { $0.id.chapter >= startChapter } ?? 0
        var announced: Int?
        var earlier: [ExerciseVerdict] = []
        say("Watching \(directory.path)/Sources and Tests; Ctrl-C to stop.",
            "正在监视 \(directory.path)/Sources 和 Tests；按 Ctrl-C 停止。")
        while current < exercises.count {
            let snapshot = Self.snapshot(of: directory)
            let build = WorkspaceBuild(directory: directory).run()
            if build.succeeded {
                // Exercises before the current one that are given (--only) count as working.
                let entry = session.check(exercises[current], after: earlier)
                for line in renderer.lines(for: entry) { output(line) }
                if entry.state == .done {
                    earlier.append(entry)
                    current += 1
                    continue
                }
                // "Next" once, for the exercise that is next, not for every one already done.
                if announced != current {
                    announced = current
                    output("")
                    for line in renderer.nextLines(exercises[current]) { output(line) }
                }
            } else {
                for line in renderer.buildFailed(build) { output(line) }
            }
            say("… waiting for a change (saved files are checked once a second)", "……等待改动（每秒检查一次保存的文件）")
            while Self.snapshot(of: directory) == snapshot {
                Thread.sleep(forTimeInterval: 1)
            }
            output("")
            say("A file changed: checking exercise \(exercises[current].id) again.",
                "有文件改动了：重新检查练习 \(exercises[current].id)。")
        }
        for line in renderer.allDoneLines() { output(line) }
        return 0
    }

    /// Every file under `Sources/` and `Tests/`, with its modification time and size.
    static func snapshot(of directory: URL) -> [String: [Double]] {
        var files: [String: [Double]] = [:]
        for folder in ["Sources", "Tests"] {
            let root = directory.appendingPathComponent(folder).path
            guard let paths = FileManager.default.subpaths(atPath: root) else { continue }
            for path in paths where path.hasSuffix(".swift") {
                let attributes = try? FileManager.default.attributesOfItem(atPath: root + "/" + path)
                let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                let size = (attributes?[.size] as? NSNumber)?.doubleValue ?? 0
                files[folder + "/" + path] = [time, size]
            }
        }
        return files
    }
}

import Foundation

/// What a workspace knows about its course: written by `workshop exercise` as `course.json`, read
/// by `progress` and by `workshop exercise --status`, so that progress needs nothing outside the
/// workspace. Everything a learner is shown about an exercise comes from here (titles, places,
/// hints, which tests check it), never from the sources, which the learner edits.
public struct Course: Codable, Sendable, Equatable {
    /// The file's name in the workspace folder.
    public static let fileName = "course.json"

    /// The command that wrote the workspace, for messages: `swift run workshop exercise 2 --only 2.3`.
    public var writtenBy: String
    /// Whether the workspace holds the solutions (nothing is taken out).
    public var solved: Bool
    public var chapters: [Chapter]
    /// The language the workspace was written in (`workshop exercise N --into DIR --lang zh-Hans`):
    /// `progress` speaks it unless `--lang` says otherwise. Missing in a workspace written before
    /// the field was added, which then reads it from the locale variables.
    public var language: Language?

    public init(writtenBy: String, solved: Bool, chapters: [Chapter], language: Language? = nil) {
        self.writtenBy = writtenBy
        self.solved = solved
        self.chapters = chapters
        self.language = language
    }

    /// One chapter of the workspace.
    public struct Chapter: Codable, Sendable, Equatable {
        public var number: Int
        public var title: String
        /// The module's name, which is also its folder under `Sources/`: `Chapter02_Disposable`.
        public var module: String
        public var exercises: [Exercise]

        public init(number: Int, title: String, module: String, exercises: [Exercise]) {
            self.number = number
            self.title = title
            self.module = module
            self.exercises = exercises
        }
    }

    /// One exercise: what it asks, where it is written, how it is helped and which tests check it.
    public struct Exercise: Codable, Sendable, Equatable {
        public var id: ExerciseID
        public var title: String
        /// Whether the workspace took its code out (`false` for a solved workspace, and for the
        /// exercises an `--only` workspace leaves in).
        public var takenOut: Bool
        public var rules: [String]
        /// The question to answer before writing.
        public var question: String
        /// Markdown, in order; the last is the code. Always empty in a workspace's `course.json`,
        /// which a learner may read: the workspace keeps them in `Hints.file`, for `progress hint` alone.
        public var hints: [String]
        public var places: [Place]
        /// The tests this exercise owns (measured: see `Exercises/README.md` in the course).
        public var tests: [Test]

        public init(id: ExerciseID, title: String, takenOut: Bool, rules: [String], question: String, hints: [String], places: [Place], tests: [Test]) {
            self.id = id
            self.title = title
            self.takenOut = takenOut
            self.rules = rules
            self.question = question
            self.hints = hints
            self.places = places
            self.tests = tests
        }
    }

    /// One marked region of an exercise in a source file.
    public struct Place: Codable, Sendable, Equatable {
        /// Relative to the workspace: `Sources/Chapter02_Disposable/Subscriber.swift`.
        public var file: String
        /// What to write there, in one sentence.
        public var task: String
        /// The declaration the region is in, `sendNext(_:)`, when one was found.
        public var declaration: String?
        /// The stand-in, one line per element, without the region's indentation (empty: nothing).
        public var stub: [String]

        public init(file: String, task: String, declaration: String?, stub: [String]) {
            self.file = file
            self.task = task
            self.declaration = declaration
            self.stub = stub
        }
    }

    /// A test, by the identifier `swift test --filter` matches: `Chapter02_DisposableTests.SubscriptionTests/completionCleansUpFirst`.
    public struct Test: Codable, Sendable, Equatable {
        public var id: String
        /// Its display name, as the test run prints it.
        public var name: String
        /// Earlier exercises whose stand-in also makes this test fail.
        public var alsoNeeds: [ExerciseID]
        /// `true` for a test of where the chapter differs from RAC on purpose: it qualifies the
        /// exercise's rules, so it runs, and is reported, after the exercise's other tests.
        public var differsFromRAC: Bool?

        public init(id: String, name: String, alsoNeeds: [ExerciseID], differsFromRAC: Bool? = nil) {
            self.id = id
            self.name = name
            self.alsoNeeds = alsoNeeds
            self.differsFromRAC = differsFromRAC
        }
    }

    /// Every exercise, in order.
    public var exercises: [Exercise] { chapters.flatMap(\.exercises) }

    /// The exercise `id`, if the workspace has it.
    public func exercise(_ id: ExerciseID) -> Exercise? {
        exercises.first { $0.id == id }
    }

    /// The folders under `Sources/` that hold the learner's code.
    public var modules: [String] { chapters.map(\.module) }

    /// The same workspace seen through chapter `number` alone (`progress --chapter N`), or an
    /// error that names the chapters the workspace has.
    public func limited(toChapter number: Int) throws(CourseError) -> Course {
        guard chapters.contains(where: { $0.number == number }) else {
            let numbers = chapters.map { String($0.number) }
            throw CourseError(usage: Bilingual(
                "this workspace has no chapter \(number); its \(numbers.count == 1 ? "chapter is" : "chapters are") \(numbers.joined(separator: ", "))",
                "这个工作区没有第 \(number) 章；它有的章：\(numbers.joined(separator: "、"))"
            ))
        }
        var course = self
        course.chapters = chapters.filter { $0.number == number }
        return course
    }

    // MARK: - Reading and writing

    /// The course of the workspace at `directory`.
    public static func load(from directory: URL) throws(CourseError) -> Course {
        let url = directory.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CourseError(Bilingual(
                "\(directory.path) has no \(fileName): is it an exercise workspace? (write one with `swift run workshop exercise N --into DIR`)",
                "\(directory.path) 里没有 \(fileName)：它是练习工作区吗？（用 `swift run workshop exercise N --into DIR` 生成一个）"
            ))
        }
        do {
            return try JSONDecoder().decode(Course.self, from: data)
        } catch {
            throw CourseError(Bilingual(
                "\(url.path) cannot be read (\(error)); write the workspace again with a newer workshop",
                "无法读取 \(url.path)（\(error)）；请用新版的 `workshop` 重新生成工作区"
            ))
        }
    }

    /// The JSON text, with sorted keys so that the same course gives the same file.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if #available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *) {
            encoder.outputFormatting.insert(.withoutEscapingSlashes)
        }
        // Encoding plain values cannot fail.
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// A problem with a workspace or a request about it, said in a sentence for the learner.
public struct CourseError: Error, CustomStringConvertible, Equatable {
    /// The sentence in both languages.
    public let text: Bilingual
    /// Whether the command line was wrong (rather than the request impossible).
    public let isUsage: Bool

    public init(_ text: Bilingual) {
        self.text = text
        isUsage = false
    }

    public init(usage text: Bilingual) {
        self.text = text
        isUsage = true
    }

    /// A sentence in English only (the workshop's, not translated yet): its Chinese is the same text.
    public init(_ description: String) {
        self.init(Bilingual(description, description))
    }

    public init(usage description: String) {
        self.init(usage: Bilingual(description, description))
    }

    /// The sentence in English.
    public var description: String { text.english }

    public func description(in language: Language) -> String { text.text(in: language) }
}

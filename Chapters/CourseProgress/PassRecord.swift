import Foundation

/// What the learner's code looked like when each exercise (and the other tests) last passed, kept
/// in the workspace (`.progress/passed.json`): for each, a fingerprint of every exercise's regions.
/// When something that passed before fails, the regions whose fingerprint changed since are the
/// code to look at ("this passed at your last check; since then you changed 8.6").
struct PassRecord {
    static let path = ".progress/passed.json"
    /// The key of the tests no exercise owns.
    static let others = "others"

    let directory: URL
    let course: Course

    /// Each exercise's regions now, as a fingerprint per exercise.
    func current() -> [String: String] {
        var texts: [String: String] = [:]
        for exercise in course.exercises where exercise.takenOut {
            var text = ""
            for file in Set(exercise.places.map(\.file)).sorted() {
                guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path) else { continue }
                text += Self.regions(of: exercise.id, in: String(decoding: data, as: UTF8.self))
            }
            texts[exercise.id.description] = Self.fingerprint(text)
        }
        return texts
    }

    /// Every fingerprint kept, by exercise (or `others`).
    func load() -> [String: [String: String]] {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(Self.path).path),
              let record = try? JSONDecoder().decode([String: [String: String]].self, from: data) else { return [:] }
        return record
    }

    /// Keeps `regions` as what `key` last passed with (quietly does nothing if it cannot write).
    func passed(_ key: String, with regions: [String: String]) {
        var record = load()
        guard record[key] != regions else { return }
        record[key] = regions
        let url = directory.appendingPathComponent(Self.path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if let data = try? encoder.encode(record) { try? data.write(to: url) }
    }

    /// The exercises whose regions changed since `key` last passed; `nil` when it never passed.
    func changed(since key: String, now regions: [String: String]) -> [ExerciseID]? {
        guard let then = load()[key] else { return nil }
        return regions.filter { then[$0.key] != $0.value }.keys.compactMap(ExerciseID.init).sorted()
    }

    /// Whether the learner has written anything in `exercise`'s regions: their code lines (comments
    /// and blank lines left out) differ from the stand-ins.
    func isWritten(_ exercise: Course.Exercise) -> Bool {
        func code(_ lines: [String]) -> [String] {
            lines.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
        }
        var written: [String] = []
        for file in Set(exercise.places.map(\.file)).sorted() {
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path) else { continue }
            let text = Self.regions(of: exercise.id, in: String(decoding: data, as: UTF8.self))
            written += code(text.split(separator: "\n").map(String.init))
        }
        let stubs = Set(exercise.places.map(\.file)).sorted().flatMap { file in
            exercise.places.filter { $0.file == file }.flatMap(\.stub)
        }
        return written != code(stubs)
    }

    /// The lines between exercise `id`'s BEGIN and END comments in `text`, all its regions in order.
    static func regions(of id: ExerciseID, in text: String) -> String {
        var inside = false
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingWhitespace()
            if RegionComments.isBegin(trimmed, of: id) { inside = true; continue }
            if RegionComments.isEnd(trimmed, of: id) { inside = false; continue }
            if inside { lines.append(line) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// 64-bit FNV-1a of the text (the same on every run, unlike `Hasher`).
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// The sentence for something that passed before and fails now, in `language`.
    static func sentence(_ changed: [ExerciseID], in language: Language = .english) -> String {
        guard !changed.isEmpty else {
            return Bilingual(
                "this passed at your last check, and no exercise's code has changed since (was another file changed?)",
                "上次检查时它通过了，而此后没有哪个练习的代码改动过（是不是改了别的文件？）"
            ).text(in: language)
        }
        let list = changed.map(\.description)
        return Bilingual(
            "this passed at your last check; since then you changed \(list.joined(separator: ", ")): look there first",
            "上次检查时它通过了；此后你改动了 \(list.joined(separator: "、"))：先看那里"
        ).text(in: language)
    }
}

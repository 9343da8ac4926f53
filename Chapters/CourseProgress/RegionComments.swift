/// The comments around each taken-out region in a workspace's sources:
///
///     // BEGIN exercise 2.3 · End the subscriber on its first terminal event
///     // Your task: release the three blocks and dispose every subscription.
///     // Write your code between BEGIN and END, in place of the stand-in below.
///     subscriptions.dispose()        ← the stand-in, when the region has one
///     // END exercise 2.3
///
/// The learner writes between the two lines; `progress reset 2.3` finds them again and puts the
/// stand-in back, so they must stay. The chapter's own markers (`// exercise N.M: …`) never reach a
/// workspace: these comments are what the learner sees instead.
public enum RegionComments {
    public static func begin(_ id: ExerciseID, title: String) -> String {
        "// BEGIN exercise \(id) · \(title)"
    }

    public static func end(_ id: ExerciseID) -> String {
        "// END exercise \(id)"
    }

    /// The region as the unsolved workspace has it, without indentation, in the workspace's
    /// `language` (the BEGIN and END lines are the same in both: `reset` finds them).
    public static func lines(_ id: ExerciseID, title: String, place: Course.Place, language: Language = .english) -> [String] {
        let ended = place.task.last.map { ".!?。！？".contains($0) } == true
        let help = Bilingual(
            "// Your task: \(place.task)\(ended ? "" : ".")",
            "// 你的任务：\(place.task)\(ended ? "" : "。")"
        )
        let write = place.stub.isEmpty
            ? Bilingual("// Write your code between BEGIN and END.", "// 把你的代码写在 BEGIN 和 END 之间。")
            : Bilingual("// Write your code between BEGIN and END, in place of the stand-in below.",
                        "// 把你的代码写在 BEGIN 和 END 之间，替换下面的占位实现。")
        return [begin(id, title: title), help.text(in: language), write.text(in: language)] + place.stub + [end(id)]
    }

    /// Whether `trimmed` is the opening line of one of exercise `id`'s regions.
    static func isBegin(_ trimmed: String, of id: ExerciseID) -> Bool {
        let prefix = "// BEGIN exercise \(id)"
        guard trimmed.hasPrefix(prefix) else { return false }
        let rest = trimmed.dropFirst(prefix.count)
        return rest.isEmpty || rest.first == " "
    }

    static func isEnd(_ trimmed: String, of id: ExerciseID) -> Bool {
        trimmed == end(id)
    }

    /// The line ranges (0-based, both boundary lines included) of exercise `id`'s regions in
    /// `lines`, in order; `nil` when a boundary line is missing or out of order.
    static func regions(of id: ExerciseID, in lines: [String]) -> [ClosedRange<Int>]? {
        var ranges: [ClosedRange<Int>] = []
        var open: Int?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingWhitespace()
            if isBegin(trimmed, of: id) {
                if open != nil { return nil }
                open = index
            } else if isEnd(trimmed, of: id) {
                guard let start = open else { return nil }
                ranges.append(start...index)
                open = nil
            }
        }
        return open == nil ? ranges : nil
    }

    /// `text` with exercise `id`'s regions (one per element of `places`, in order) put back as the
    /// workspace first had them, in the language it was `written` in; everything outside them is
    /// left as it is. Errors are in `language`, the reader's.
    public static func reset(
        _ text: String, exercise id: ExerciseID, title: String, places: [Course.Place], file: String,
        written: Language = .english, language: Language = .english
    ) throws(CourseError) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let ranges = regions(of: id, in: lines), ranges.count == places.count else {
            let beginLine = begin(id, title: "…"), endLine = end(id)
            throw CourseError(Bilingual("""
            \(file) no longer has the lines "\(beginLine)" and "\(endLine)" around each of \
            exercise \(id)'s \(places.count == 1 ? "place" : "\(places.count) places"), so reset cannot tell where the \
            exercise is; nothing was changed. Put the two lines back around your code (or copy the file \
            from a new workspace) and reset again.
            """, """
            \(file) 里练习 \(id) 的\(places.count == 1 ? "位置" : " \(places.count) 个位置中，有的")周围不再有 `\(beginLine)` 和 \
            `\(endLine)` 这两行，所以 `reset` 找不到练习在哪里；什么都没有改动。请把这两行放回你的代码周围\
            （或者从一个新生成的工作区复制这个文件），然后再重置一次。
            """))
        }
        for (range, place) in zip(ranges, places).reversed() {
            let indentation = String(lines[range.lowerBound].prefix { $0 == " " || $0 == "\t" })
            let fresh = Self.lines(id, title: title, place: place, language: written).map { $0.isEmpty ? "" : indentation + $0 }
            lines.replaceSubrange(range, with: fresh)
        }
        return lines.joined(separator: "\n")
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and carriage returns.
    public func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = lastIndex(where: { !isSpace($0) })!
        return String(self[first...last])
    }
}

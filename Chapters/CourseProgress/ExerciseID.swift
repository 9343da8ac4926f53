/// An exercise's number, `2.3`: chapter 2, exercise 3. Ordered by chapter, then exercise.
public struct ExerciseID: Hashable, Comparable, CustomStringConvertible, Sendable, Codable {
    public let chapter: Int
    public let index: Int

    public init(chapter: Int, index: Int) {
        self.chapter = chapter
        self.index = index
    }

    /// Parses `2.3`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let chapter = Int(parts[0]), let index = Int(parts[1]), chapter > 0, index > 0 else { return nil }
        self.init(chapter: chapter, index: index)
    }

    public var description: String { "\(chapter).\(index)" }

    public static func < (lhs: ExerciseID, rhs: ExerciseID) -> Bool {
        (lhs.chapter, lhs.index) < (rhs.chapter, rhs.index)
    }

    /// Encoded as its text, `"2.3"`, so that the workspace's `course.json` reads well.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let id = ExerciseID(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not an exercise number N.M"))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

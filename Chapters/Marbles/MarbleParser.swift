/// What is wrong with a marble string. Offsets count characters from 0.
public enum MarbleParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A character that is not part of the notation (`#`, `*`, `x`-like punctuation …).
    case unexpectedCharacter(Character, offset: Int)
    /// `(` inside a group: groups do not nest.
    case nestedGroup(offset: Int)
    /// `)` with no `(` before it.
    case unmatchedGroupEnd(offset: Int)
    /// `(` with no `)` after it.
    case unclosedGroup(offset: Int)
    /// `()`: write `-` for a tick in which nothing happened.
    case emptyGroup(offset: Int)
    /// `-` inside a group: a group is one tick, so it cannot contain an empty one.
    case nothingInGroup(offset: Int)

    public var description: String {
        switch self {
        case let .unexpectedCharacter(character, offset):
            return "unexpected character '\(character)' at offset \(offset): use - | X ^ ! ( ) or one letter or digit per value"
        case let .nestedGroup(offset):
            return "'(' at offset \(offset) opens a group inside a group"
        case let .unmatchedGroupEnd(offset):
            return "')' at offset \(offset) closes no group"
        case let .unclosedGroup(offset):
            return "the group opened at offset \(offset) is never closed"
        case let .emptyGroup(offset):
            return "empty group at offset \(offset): write - for a tick in which nothing happened"
        case let .nothingInGroup(offset):
            return "'-' at offset \(offset) inside a group: a group is a single tick"
        }
    }
}

extension MarbleTimeline {
    /// Reads a marble string such as `"-a--b--|"` or `"^(ab)-X"`.
    ///
    /// One tick per `-`, event character or bracketed group; spaces are skipped. The timeline's
    /// `length` is the number of ticks written, trailing `-` included, so `render()` gives the
    /// string back (without its spaces).
    public init(parsing marbles: String) throws {
        var entries: [Entry] = []
        var tick = 0
        var groupStart: Int?      // offset of the open `(`, while inside a group
        var groupSize = 0
        for (offset, character) in marbles.enumerated() {
            if character == " " { continue }
            switch character {
            case Marble.groupStart:
                if groupStart != nil { throw MarbleParseError.nestedGroup(offset: offset) }
                groupStart = offset
                groupSize = 0
            case Marble.groupEnd:
                guard let start = groupStart else { throw MarbleParseError.unmatchedGroupEnd(offset: offset) }
                if groupSize == 0 { throw MarbleParseError.emptyGroup(offset: start) }
                groupStart = nil
                tick += 1
            case Marble.nothing:
                if groupStart != nil { throw MarbleParseError.nothingInGroup(offset: offset) }
                tick += 1
            default:
                guard let event = MarbleEvent(symbol: character) else {
                    throw MarbleParseError.unexpectedCharacter(character, offset: offset)
                }
                entries.append(Entry(tick: tick, event: event))
                if groupStart == nil {
                    tick += 1
                } else {
                    groupSize += 1
                }
            }
        }
        if let start = groupStart { throw MarbleParseError.unclosedGroup(offset: start) }
        self.init(entries, length: tick)
    }
}

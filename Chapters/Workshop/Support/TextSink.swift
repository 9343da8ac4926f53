import Foundation

/// Where the workshop writes text: the terminal, or a buffer that a test reads back.
protocol TextSink: AnyObject {
    func write(_ text: String)
}

extension TextSink {
    /// Writes `text` and a newline.
    func line(_ text: String = "") {
        write(text + "\n")
    }
}

/// Standard output or standard error, unbuffered, so that output interleaves as it happens.
final class StandardStream: TextSink {
    private let handle: FileHandle

    private init(_ handle: FileHandle) {
        self.handle = handle
    }

    static var output: StandardStream { StandardStream(.standardOutput) }
    static var error: StandardStream { StandardStream(.standardError) }

    func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}

/// Collects everything written, for tests (golden output) and for commands that build text first.
final class TextBuffer: TextSink {
    private(set) var text = ""

    func write(_ text: String) {
        self.text += text
    }
}

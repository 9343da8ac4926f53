import Foundation

/// A failed expectation in words a learner reads without a key: the expected value and theirs on
/// lines of their own, shown whole; a difference of order said as order; and, when both values are
/// event logs (`["next(1)", "completed"]`), two marble rows with the first place they part marked.
///
/// Swift Testing's own text (`Expectation failed: (log.entries → ["completed"]) == ["next(1)",
/// "completed"]`) is read for its two values; anything it cannot read is shown as it came.
public enum FailureText {
    /// The lines for `message`, each at most `width` columns where a token allows, starting with `indent`.
    public static func lines(_ message: String, width: Int, indent: String) -> [String] {
        var paragraphs = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = paragraphs.first, let comparison = Comparison(first) else {
            return TextLayout.wrap(message, width: width, indent: indent)
        }
        paragraphs.removeFirst()
        var lines = TextLayout.wrap("Expectation failed: \(comparison.expression) \(comparison.operator) the expected value", width: width, indent: indent, quotesAreTokens: false)
        lines += labelled("expected", comparison.expected, width: width, indent: indent)
        lines += labelled("yours", comparison.actual, width: width, indent: indent)
        if let expected = entries(comparison.expected), let actual = entries(comparison.actual), comparison.operator == "==" {
            if let order = orderDifference(expected: expected, actual: actual) {
                lines += TextLayout.wrap(order, width: width, indent: indent)
            }
            if let marbles = Marbles(expected: expected, actual: actual), marbles.width + indent.count + 10 <= width {
                lines += marbles.lines(indent: indent)
            }
        }
        for paragraph in paragraphs where !paragraph.isEmpty {
            lines += TextLayout.wrap(paragraph, width: width, indent: indent)
        }
        return lines
    }

    /// `expected  VALUE`, the value continuing under itself.
    static func labelled(_ label: String, _ value: String, width: Int, indent: String) -> [String] {
        let head = label.padding(toLength: 10, withPad: " ", startingAt: 0)
        let wrapped = TextLayout.wrap(value, width: width, indent: indent + String(repeating: " ", count: head.count))
        return [indent + head + wrapped[0].dropFirst(indent.count + head.count)] + wrapped.dropFirst()
    }

    /// The elements of an array of strings as Swift prints it (`["a", "b"]`), else `nil`.
    static func entries(_ value: String) -> [String]? {
        guard value.hasPrefix("["), value.hasSuffix("]"),
              let parsed = try? JSONSerialization.jsonObject(with: Data(value.utf8)) as? [String] else { return nil }
        return parsed
    }

    /// "the same entries in another order: expected A then B, got B then A", when the two hold the
    /// same entries in a different order.
    static func orderDifference(expected: [String], actual: [String]) -> String? {
        guard expected != actual, expected.sorted() == actual.sorted(),
              let index = expected.indices.first(where: { expected[$0] != actual[$0] }) else { return nil }
        let wanted = expected[index]
        let got = actual[index]
        return "the same entries in another order: expected \(wanted) then \(got), got \(got) then \(wanted)"
    }

    /// `Expectation failed: (EXPR → ACTUAL) == EXPECTED`, where either side may be `(EXPR → VALUE)`
    /// or a plain literal.
    struct Comparison {
        var expression: String
        var `operator`: String
        var actual: String
        var expected: String

        init?(_ line: String) {
            let prefix = "Expectation failed: "
            guard line.hasPrefix(prefix) else { return nil }
            let body = String(line.dropFirst(prefix.count))
            guard let (left, op, right) = Self.split(body) else { return nil }
            guard let (expression, actual) = Self.evaluated(left) else { return nil }
            self.expression = expression
            self.operator = op
            self.actual = actual
            self.expected = Self.evaluated(right)?.value ?? right
        }

        /// `left == right` split at its one top-level `==` or `!=` (outside brackets and quotes).
        static func split(_ text: String) -> (String, String, String)? {
            var depth = 0
            var inQuote = false
            var escaped = false
            let characters = Array(text)
            var index = 0
            while index < characters.count {
                let character = characters[index]
                if inQuote {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuote = false }
                } else if character == "\"" {
                    inQuote = true
                } else if "([{".contains(character) {
                    depth += 1
                } else if ")]}".contains(character) {
                    depth -= 1
                } else if depth == 0, index + 3 < characters.count, characters[index] == " ",
                          characters[index + 3] == " ", ["==", "!="].contains(String(characters[index + 1...index + 2])) {
                    return (String(characters[..<index]), String(characters[index + 1...index + 2]), String(characters[(index + 4)...]))
                }
                index += 1
            }
            return nil
        }

        /// `(EXPR → VALUE)`: the expression and its value.
        static func evaluated(_ side: String) -> (expression: String, value: String)? {
            guard side.hasPrefix("("), side.hasSuffix(")"), let arrow = side.range(of: " → ") else { return nil }
            let expression = String(side[side.index(after: side.startIndex)..<arrow.lowerBound])
            let value = String(side[arrow.upperBound..<side.index(before: side.endIndex)])
            return (expression, value)
        }
    }

    /// Two event logs drawn as marble rows, cell under cell, and a mark under the first place they part.
    struct Marbles {
        let expected: [String]
        let actual: [String]
        let cells: [(String, String)]
        let parting: Int

        /// `nil` unless both are event logs (every entry `next(…)`, `completed`, `error(…)`, with
        /// or without a `t=… ` time) and they differ.
        init?(expected: [String], actual: [String]) {
            guard expected != actual, !(expected + actual).isEmpty,
                  (expected + actual).allSatisfy({ Self.symbol($0) != nil }) else { return nil }
            self.expected = expected
            self.actual = actual
            let count = max(expected.count, actual.count)
            cells = (0..<count).map { index in
                (index < expected.count ? Self.symbol(expected[index])! : "", index < actual.count ? Self.symbol(actual[index])! : "")
            }
            parting = (0..<count).first { index in
                index >= expected.count || index >= actual.count || expected[index] != actual[index]
            } ?? count
        }

        /// `1` for `next(1)`, `|` for `completed`, `X` for an error, each with `@TIME` when timed.
        static func symbol(_ entry: String) -> String? {
            var text = Substring(entry)
            var time = ""
            if text.hasPrefix("t="), let space = text.firstIndex(of: " ") {
                time = "@" + text[text.index(text.startIndex, offsetBy: 2)..<space]
                text = text[text.index(after: space)...]
            }
            if text == "completed" { return "|" + time }
            if text.hasPrefix("error("), text.hasSuffix(")") { return "X" + time }
            if text.hasPrefix("next("), text.hasSuffix(")") { return String(text.dropFirst(5).dropLast()) + time }
            return nil
        }

        var width: Int { rows().0.count + 10 }

        private func rows() -> (String, String, Int) {
            var top = "─"
            var bottom = "─"
            var mark = 0
            for (index, (wanted, got)) in cells.enumerated() {
                let size = max(wanted.count, got.count)
                if index == parting { mark = top.count }
                // A log that has ended draws nothing more.
                top += wanted.isEmpty ? String(repeating: " ", count: size + 1) : wanted.padding(toLength: size, withPad: "─", startingAt: 0) + "─"
                bottom += got.isEmpty ? String(repeating: " ", count: size + 1) : got.padding(toLength: size, withPad: "─", startingAt: 0) + "─"
            }
            if parting >= cells.count { mark = top.count }
            return (top, bottom, mark)
        }

        func lines(indent: String) -> [String] {
            let (top, bottom, mark) = rows()
            let head = String(repeating: " ", count: 10)
            func say(_ index: Int, _ log: [String]) -> String { index < log.count ? log[index] : "nothing more" }
            return [
                indent + "as marbles (| completed, X error):",
                indent + "expected  " + top.trimmingWhitespace(),
                indent + "yours     " + bottom.trimmingWhitespace(),
                indent + head + String(repeating: " ", count: mark) + "^ they part here: expected \(say(parting, expected)), got \(say(parting, actual))",
            ]
        }
    }
}

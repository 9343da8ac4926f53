import Foundation

/// A failed expectation in words a learner reads without a key: the expected value and theirs on
/// lines of their own, shown whole; a difference of order said as order; and, when both values are
/// event logs (`["next(1)", "completed"]`), two marble rows with the first place they part marked.
///
/// Swift Testing's own text (`Expectation failed: (log.entries → ["completed"]) == ["next(1)",
/// "completed"]`) is read for its two values; anything it cannot read is shown as it came.
public enum FailureText {
    /// The lines for `message`, each at most `width` columns where a token allows, starting with
    /// `indent`, in `language`. An expectation whose source spans lines (`#expect(log == [` then
    /// one entry a line) is read whole: its values are shown, not its source.
    public static func lines(_ message: String, width: Int, indent: String, language: Language = .english) -> [String] {
        var paragraphs = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The expectation is the shortest run of first lines that reads as one comparison; the
        // lines after it are the test's own comments.
        guard let (count, comparison) = (1...max(paragraphs.count, 1)).lazy
            .compactMap({ count in Comparison(paragraphs.prefix(count).joined(separator: "\n")).map { (count, $0) } })
            .first
        else {
            return unread(message, width: width, indent: indent, language: language)
        }
        paragraphs.removeFirst(count)
        let negated = comparison.operator == "!="
        let words = Words(negated: negated, language: language)
        // The source of a multi-line expression, on one line.
        let expression = comparison.expression.split(whereSeparator: { $0 == "\n" }).map { $0.trimmingWhitespace() }.joined(separator: " ")
        var lines = TextLayout.wrap(words.heading(expression, comparison.operator), width: width, indent: indent, quotesAreTokens: false)
        lines += labelled(words.expected, comparison.expected, width: width, indent: indent, column: words.column)
        lines += labelled(words.yours, comparison.actual, width: width, indent: indent, column: words.column)
        if let expected = entries(comparison.expected), let actual = entries(comparison.actual), !negated {
            if let order = orderDifference(expected: expected, actual: actual) {
                lines += TextLayout.wrap(order.text(in: language), width: width, indent: indent)
            }
            if let marbles = Marbles(expected: expected, actual: actual), marbles.width + indent.count + 10 <= width {
                lines += marbles.lines(indent: indent, words: words)
            }
        }
        for paragraph in paragraphs where !paragraph.isEmpty {
            lines += TextLayout.wrap(paragraph, width: width, indent: indent)
        }
        return lines
    }

    /// A message that is no comparison. A Boolean expectation that was false (`Expectation failed:
    /// (disposable → Disposable).isDisposed → false`, or a call such as `waitFor(…)` that returned
    /// false) is shown as its expression, then the value it needed and the learner's; anything
    /// else as it came, its "Expectation failed:" in the reader's language.
    static func unread(_ message: String, width: Int, indent: String, language: Language) -> [String] {
        let prefix = "Expectation failed: "
        guard message.hasPrefix(prefix) else { return TextLayout.wrap(message, width: width, indent: indent) }
        let heading = Bilingual("Expectation failed: ", "期望未满足：").text(in: language)
        // The expression is the first lines whose parentheses balance; the test's comment follows.
        var lines = message.dropFirst(prefix.count).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var count = 1
        while count < lines.count, lines.prefix(count).joined().filter({ $0 == "(" }).count != lines.prefix(count).joined().filter({ $0 == ")" }).count {
            count += 1
        }
        let rest = lines.prefix(count).map { $0.trimmingWhitespace() }.joined(separator: " ")
        lines.removeFirst(count)
        let comment = lines.filter { !$0.isEmpty }.flatMap { TextLayout.wrap($0, width: width, indent: indent) }
        let expression = withoutValues(rest.hasSuffix(" → false") ? String(rest.dropLast(" → false".count)) : rest)
        guard expression != rest else {
            return TextLayout.wrap(heading + rest, width: width, indent: indent, quotesAreTokens: false) + comment
        }
        let words = Words(negated: false, language: language)
        return TextLayout.wrap(heading + expression, width: width, indent: indent, quotesAreTokens: false)
            + labelled(words.expected, "true", width: width, indent: indent, column: words.column)
            + labelled(words.yours, "false", width: width, indent: indent, column: words.column)
            + comment
    }

    /// `expression` without the values Swift Testing writes into it: `(disposable → Disposable).isDisposed`
    /// is `disposable.isDisposed`. Innermost parentheses first, so nested values go too.
    static func withoutValues(_ expression: String) -> String {
        var text = expression
        while let arrow = text.range(of: " → ") {
            // The `(` that opens the annotated part: the nearest unmatched one before the arrow.
            var depth = 0
            var open: String.Index?
            var index = arrow.lowerBound
            while index > text.startIndex {
                index = text.index(before: index)
                if text[index] == ")" { depth += 1 }
                if text[index] == "(" {
                    if depth == 0 { open = index; break }
                    depth -= 1
                }
            }
            // Its matching `)` after the value.
            var close: String.Index?
            depth = 0
            var after = arrow.upperBound
            while after < text.endIndex {
                if text[after] == "(" { depth += 1 }
                if text[after] == ")" {
                    if depth == 0 { close = after; break }
                    depth -= 1
                }
                after = text.index(after: after)
            }
            guard let open, let close else { return text }
            text.replaceSubrange(open...close, with: text[text.index(after: open)..<arrow.lowerBound])
        }
        return text
    }

    /// The words around the two values: `expected` and `yours` for `==`; `must not be` and
    /// `yours` for `!=`, where the value on the right is the one the learner's must differ from.
    struct Words {
        let negated: Bool
        let language: Language

        func heading(_ expression: String, _ op: String) -> String {
            (negated
                ? Bilingual("Expectation failed: \(expression) \(op) the value it must not be",
                            "期望未满足：\(expression) \(op) 它不应等于的值")
                : Bilingual("Expectation failed: \(expression) \(op) the expected value",
                            "期望未满足：\(expression) \(op) 期望的值")).text(in: language)
        }

        var expected: String {
            (negated ? Bilingual("must not be", "不应等于") : Bilingual("expected", "期望")).text(in: language)
        }

        var yours: String { Bilingual("yours", "你的").text(in: language) }

        /// Where the values start: two columns after the longest label, at least 10.
        var column: Int { max(10, expected.displayWidth + 2, yours.displayWidth + 2) }

        var marbles: String { Bilingual("as marbles (| completed, X error):", "弹珠图（| 完成，X 错误）：").text(in: language) }

        func parting(expected: String, got: String) -> String {
            Bilingual("^ they part here: expected \(expected), got \(got)", "^ 从这里开始不同：期望 \(expected)，你的是 \(got)").text(in: language)
        }

        var nothingMore: String { Bilingual("nothing more", "没有了").text(in: language) }
    }

    /// `expected  VALUE`, the value continuing under itself, from column `column`.
    static func labelled(_ label: String, _ value: String, width: Int, indent: String, column: Int = 10) -> [String] {
        let head = label + String(repeating: " ", count: max(column - label.displayWidth, 1))
        let valueIndent = indent + String(repeating: " ", count: head.displayWidth)
        let wrapped = TextLayout.wrap(value, width: width, indent: valueIndent)
        return [indent + head + wrapped[0].dropFirst(valueIndent.count)] + wrapped.dropFirst()
    }

    /// The elements of an array of strings as Swift prints it (`["a", "b"]`), else `nil`.
    static func entries(_ value: String) -> [String]? {
        guard value.hasPrefix("["), value.hasSuffix("]"),
              let parsed = try? JSONSerialization.jsonObject(with: Data(value.utf8)) as? [String] else { return nil }
        return parsed
    }

    /// "the same entries in another order: expected A then B, got B then A", when the two hold the
    /// same entries in a different order.
    static func orderDifference(expected: [String], actual: [String]) -> Bilingual? {
        guard expected != actual, expected.sorted() == actual.sorted(),
              let index = expected.indices.first(where: { expected[$0] != actual[$0] }) else { return nil }
        let wanted = expected[index]
        let got = actual[index]
        return Bilingual("the same entries in another order: expected \(wanted) then \(got), got \(got) then \(wanted)",
                         "条目相同，顺序不同：期望先 \(wanted) 后 \(got)，你的是先 \(got) 后 \(wanted)")
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
            guard Self.isBalanced(right), let (expression, actual) = Self.evaluated(left) else { return nil }
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

        /// Whether every bracket `text` opens (outside quotes) it closes, and every quote ends.
        static func isBalanced(_ text: String) -> Bool {
            var depth = 0
            var inQuote = false
            var escaped = false
            for character in text {
                if inQuote {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuote = false }
                } else if character == "\"" {
                    inQuote = true
                } else if "([{".contains(character) {
                    depth += 1
                } else if ")]}".contains(character) {
                    depth -= 1
                    if depth < 0 { return false }
                }
            }
            return depth == 0 && !inQuote
        }

        /// `(EXPR → VALUE)`: the expression and its value, split at the first ` → ` directly inside
        /// the parentheses (not inside a bracket or a quote of the expression).
        static func evaluated(_ side: String) -> (expression: String, value: String)? {
            guard side.hasPrefix("("), side.hasSuffix(")") else { return nil }
            let characters = Array(side)
            var depth = 0
            var inQuote = false
            var escaped = false
            for index in characters.indices {
                let character = characters[index]
                if inQuote {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuote = false }
                } else if character == "\"" {
                    inQuote = true
                } else if "([{".contains(character) {
                    depth += 1
                } else if ")]}".contains(character) {
                    depth -= 1
                } else if depth == 1, character == " ", index + 2 < characters.count, characters[index + 1] == "→", characters[index + 2] == " " {
                    return (String(characters[1..<index]), String(characters[(index + 3)..<(characters.count - 1)]))
                }
            }
            return nil
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

        func lines(indent: String, words: Words) -> [String] {
            let (top, bottom, mark) = rows()
            let head = String(repeating: " ", count: words.column)
            func say(_ index: Int, _ log: [String]) -> String { index < log.count ? log[index] : words.nothingMore }
            func label(_ text: String) -> String { text + String(repeating: " ", count: words.column - text.displayWidth) }
            return [
                indent + words.marbles,
                indent + label(words.expected) + top.trimmingWhitespace(),
                indent + label(words.yours) + bottom.trimmingWhitespace(),
                indent + head + String(repeating: " ", count: mark) + words.parting(expected: say(parting, expected), got: say(parting, actual)),
            ]
        }
    }
}

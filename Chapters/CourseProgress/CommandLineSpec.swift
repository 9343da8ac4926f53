/// One option of a command line, declared once: the parser accepts exactly the options a command
/// declares, and the help's option lines are made from the same declarations.
public struct OptionSpec: Sendable, Hashable {
    /// With its dashes: `--timeout`.
    public let name: String
    /// What its value is called in the help (`SECONDS`); `nil` for a flag.
    public let value: String?
    /// The help, one element per printed line (the first beside the name, the rest under it).
    public let help: [String]
    /// The help in Chinese, one paragraph (wrapped to the width where it is printed); `nil` for an
    /// option of a command whose help is in English only so far.
    public let chinese: String?

    public init(_ name: String, value: String? = nil, help: [String], chinese: String? = nil) {
        self.name = name
        self.value = value
        self.help = help
        self.chinese = chinese
    }

    /// The help as one paragraph in `language` (English where there is no Chinese).
    public func help(in language: Language) -> String {
        Bilingual(help.joined(separator: " "), chinese ?? help.joined(separator: " ")).text(in: language)
    }

    /// `--timeout SECONDS`, as the help shows it.
    public var label: String { value.map { "\(name) \($0)" } ?? name }
}

extension OptionSpec {
    /// The one time limit of every command that runs a workspace's tests, in seconds.
    public static let defaultTimeout = 60.0

    /// `--timeout SECONDS`: the most one test may take (`progress`, `exercise --status`, `course`).
    public static let timeout = OptionSpec("--timeout", value: "SECONDS", help: [
        "the most one test may take, in seconds (default 60); a test still running",
        "then is stopped and reported as a hang",
    ], chinese: "一个测试最多可以运行的秒数（默认 60）；到时还在运行的测试会被停止，并报告为挂起")
}

/// A mistake on the command line: printed with a pointer to the command's help, exit status 2.
public struct UsageError: Error, Equatable {
    /// The message in both languages.
    public let text: Bilingual

    public init(_ text: Bilingual) {
        self.text = text
    }

    /// A message in English only (a command not translated yet): its Chinese is the same text.
    public init(_ message: String) {
        self.text = Bilingual(message, message)
    }

    /// The message in English.
    public var message: String { text.english }

    public func message(in language: Language) -> String { text.text(in: language) }
}

/// The options of one command, and how the help lays them out.
public struct CommandOptions: Sendable {
    public let options: [OptionSpec]
    /// The column where each option's help starts; a longer label is followed by two spaces.
    public let helpColumn: Int

    public init(_ options: [OptionSpec], helpColumn: Int) {
        self.options = options
        self.helpColumn = helpColumn
    }

    /// The help's lines for the options, two spaces in.
    public var lines: [String] {
        options.flatMap { option -> [String] in
            let label = "  " + option.label
            let gap = label.count + 2 <= helpColumn ? String(repeating: " ", count: helpColumn - label.count) : "  "
            let indent = String(repeating: " ", count: helpColumn)
            return [label + gap + (option.help.first ?? "")] + option.help.dropFirst().map { indent + $0 }
        }
    }

    /// The help's lines for the options in `language`, two spaces in, each help wrapped to `width`
    /// display columns under its column (Chinese between characters).
    public func lines(in language: Language, width: Int) -> [String] {
        options.flatMap { option -> [String] in
            let label = "  " + option.label
            let indent = String(repeating: " ", count: helpColumn)
            let first = label.count + 2 <= helpColumn ? label + String(repeating: " ", count: helpColumn - label.count) : label + "  "
            return TextLayout.wrap(option.help(in: language), width: width, indent: indent, firstIndent: first,
                                   quotesAreTokens: false, pieces: TextLayout.breakPieces)
        }
    }

    /// Sorts `arguments` into the declared flags and options and the rest. Accepts `--name value`
    /// and `--name=value`; `--help` and `-h` are always known (both set `wantsHelp`).
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument.count > 1 else {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--help" || argument == "-h" {
                parsed.wantsHelp = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }), option.value != nil || inlineValue == nil else {
                throw UsageError(Bilingual("unknown option '\(argument)'", "没有选项 '\(argument)'"))
            }
            if option.value == nil {
                parsed.flags.insert(name)
            } else if let inlineValue {
                parsed.values[name] = inlineValue
            } else if index < arguments.count {
                parsed.values[name] = arguments[index]
                index += 1
            } else {
                throw UsageError(Bilingual("\(name) needs a value", "\(name) 需要一个值"))
            }
        }
        return parsed
    }
}

/// A command line sorted by `CommandOptions.parse`.
public struct ParsedArguments: Sendable, Equatable {
    public var flags: Set<String> = []
    public var values: [String: String] = [:]
    public var positionals: [String] = []
    public var wantsHelp = false

    public init() {}

    /// Whether the flag `option` was given.
    public func has(_ option: OptionSpec) -> Bool {
        flags.contains(option.name)
    }

    /// The value given for `option`, or `nil`.
    public func value(_ option: OptionSpec) -> String? {
        values[option.name]
    }

    /// `--timeout`'s seconds: a positive number, `OptionSpec.defaultTimeout` when not given.
    public func timeout() throws(UsageError) -> Double {
        guard let text = value(.timeout) else { return OptionSpec.defaultTimeout }
        guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
            throw UsageError(Bilingual("--timeout needs a number of seconds, got '\(text)'", "--timeout 需要一个秒数，而给的是 '\(text)'"))
        }
        return seconds
    }
}

/// One command of a tool (`progress hint N.M`), declared once: the usage lines are made from it.
public struct CommandSpec: Sendable {
    /// The command line as the usage shows it: `swift run progress hint N.M`.
    public let synopsis: String
    /// What it does, in both languages.
    public let help: Bilingual

    public init(_ synopsis: String, help: Bilingual) {
        self.synopsis = synopsis
        self.help = help
    }
}

extension CommandSpec {
    /// `Usage: COMMAND  what it does`, one command after the other, each help starting at
    /// `helpColumn` and wrapped to `width` display columns under itself; then the options.
    public static func usage(_ commands: [CommandSpec], options: CommandOptions, helpColumn: Int, in language: Language, width: Int) -> String {
        let heading = Bilingual("Usage: ", "用法： ").text(in: language)
        let indent = String(repeating: " ", count: heading.displayWidth)
        var lines: [String] = []
        for (index, command) in commands.enumerated() {
            let start = (index == 0 ? heading : indent) + command.synopsis
            let first = start.displayWidth + 2 <= helpColumn
                ? start + String(repeating: " ", count: helpColumn - start.displayWidth) : start + "  "
            lines += TextLayout.wrap(command.help.text(in: language), width: width, indent: String(repeating: " ", count: helpColumn),
                                     firstIndent: first, quotesAreTokens: false, pieces: TextLayout.breakPieces)
        }
        lines += ["", Bilingual("Options:", "选项：").text(in: language)]
        lines += options.lines(in: language, width: width)
        return lines.joined(separator: "\n")
    }
}

/// One option of a command line, declared once: the parser accepts exactly the options a command
/// declares, and the help's option lines are made from the same declarations.
public struct OptionSpec: Sendable, Hashable {
    /// With its dashes: `--timeout`.
    public let name: String
    /// What its value is called in the help (`SECONDS`); `nil` for a flag.
    public let value: String?
    /// The help, one element per printed line (the first beside the name, the rest under it).
    public let help: [String]

    public init(_ name: String, value: String? = nil, help: [String]) {
        self.name = name
        self.value = value
        self.help = help
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
    ])
}

/// A mistake on the command line: printed with a pointer to the command's help, exit status 2.
public struct UsageError: Error, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
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
                throw UsageError("unknown option '\(argument)'")
            }
            if option.value == nil {
                parsed.flags.insert(name)
            } else if let inlineValue {
                parsed.values[name] = inlineValue
            } else if index < arguments.count {
                parsed.values[name] = arguments[index]
                index += 1
            } else {
                throw UsageError("\(name) needs a value")
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
            throw UsageError("--timeout needs a number of seconds, got '\(text)'")
        }
        return seconds
    }
}

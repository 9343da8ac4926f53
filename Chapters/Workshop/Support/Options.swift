/// The command line after a subcommand's name, sorted into flags, options with a value, and the rest.
///
/// Small on purpose: every subcommand takes at most a couple of options, so a general parser would
/// be more code than all of its uses. Accepts `--name value` and `--name=value`.
struct Options {
    private(set) var flags: Set<String> = []
    private(set) var values: [String: String] = [:]
    private(set) var positionals: [String] = []

    /// Sorts `arguments`; `flags` and `valued` list the option names (with their dashes) that the
    /// command knows. `--help` and `-h` are always known flags (both set the flag `--help`).
    init(_ arguments: [String], flags knownFlags: Set<String> = [], valued knownValued: Set<String> = []) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument.count > 1 else {
                positionals.append(argument)
                continue
            }
            if argument == "--help" || argument == "-h" {
                flags.insert("--help")
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if knownFlags.contains(name), inlineValue == nil {
                flags.insert(name)
            } else if knownValued.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < arguments.count {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError("\(name) needs a value")
                }
            } else {
                throw UsageError("unknown option '\(argument)'")
            }
        }
    }

    var wantsHelp: Bool { flags.contains("--help") }
}

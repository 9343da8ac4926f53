/// The language the workshop and `progress` speak to a reader: English, or Simplified Chinese.
///
/// Chosen by `--lang` (`en`, `zh-Hans`), else by the locale variables in the order POSIX reads
/// them (`LC_ALL`, then `LC_MESSAGES`, then `LANG`). Chinese is picked for the mainland and
/// Singapore locales that write Simplified characters (`zh_CN`, `zh_SG`, `zh_Hans`, `zh-Hans`, a
/// bare `zh`); `zh_TW`, `zh_HK` and `zh_Hant` write Traditional characters, which this edition
/// does not have, so they get English.
public enum Language: String, Sendable, Equatable, Codable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    /// The language `option` names (the value of `--lang`), or `nil` if it names none.
    public init?(option: String) {
        switch Self.normalized(option) {
        case "en", "english", "c", "posix": self = .english
        case "zh-hans", "zh-cn", "zh-sg", "zh": self = .simplifiedChinese
        default: return nil
        }
    }

    /// The language the locale variables in `environment` ask for: the first one that is set
    /// and not empty decides, as in POSIX.
    public static func from(environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return fromLocale(value)
        }
        return .english
    }

    /// `zh_CN.UTF-8` → Chinese; `zh_TW.UTF-8`, `en_US.UTF-8`, `C` → English.
    public static func fromLocale(_ locale: String) -> Language {
        // Drop the encoding (`.UTF-8`) and the modifier (`@…`).
        let name = Self.normalized(String(locale.prefix { $0 != "." && $0 != "@" }))
        guard name == "zh" || name.hasPrefix("zh-") else { return .english }
        let region = name.dropFirst(3)
        return ["", "cn", "sg", "hans", "hans-cn", "hans-sg"].contains(region) ? .simplifiedChinese : .english
    }

    /// Lowercased, `_` read as `-`.
    private static func normalized(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    /// The language `--lang NAME` (anywhere on the command line) asks for, else the one the
    /// locale variables ask for; and the arguments without the option.
    public static func chosen(in arguments: [String], environment: [String: String]) throws(UsageError) -> (Language, [String]) {
        let (asked, rest) = try option(in: arguments)
        return (asked ?? Language.from(environment: environment), rest)
    }

    /// The language `--lang NAME` (or `--lang=NAME`, anywhere on the command line; the last one
    /// counts) asks for, `nil` when none does; and the arguments without the option.
    public static func option(in arguments: [String]) throws(UsageError) -> (Language?, [String]) {
        let option = Self.optionName
        var rest: [String] = []
        var chosen: Language?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            var value: String?
            if argument == option {
                guard index < arguments.count else {
                    throw UsageError(Bilingual("--lang needs a value: \(Language.validNames)", "--lang 需要一个值：\(Language.validNames)"))
                }
                value = arguments[index]
                index += 1
            } else if argument.hasPrefix(option + "=") {
                value = String(argument.dropFirst(option.count + 1))
            }
            guard let value else {
                rest.append(argument)
                continue
            }
            guard let language = Language(option: value) else {
                throw UsageError(Bilingual(
                    "there is no language '\(value)'; the languages are \(Language.validNames)",
                    "没有语言 '\(value)'；可选的语言是 \(Language.validNames)"
                ))
            }
            chosen = language
        }
        return (chosen, rest)
    }

    /// The option that chooses the language.
    public static let optionName = "--lang"

    /// "en, zh-Hans", for messages.
    public static let validNames = "en, zh-Hans"
}

extension OptionSpec {
    /// `--lang LANG`, with the help `help` (what the language changes differs by command) and,
    /// where the command has one, its Chinese `chinese`.
    public static func language(help: [String], chinese: String? = nil) -> OptionSpec {
        OptionSpec(Language.optionName, value: "LANG", help: help, chinese: chinese)
    }
}

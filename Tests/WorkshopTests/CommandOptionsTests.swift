import CourseProgress
import Foundation
import Testing
@testable import Workshop

@Suite("commands declared once: the parser and the help come from the same options")
struct CommandOptionsTests {
    @Test("every subcommand accepts each option its help lists, and refuses one it does not list")
    func parserAndHelpAgree() throws {
        for command in Workshop.subcommands {
            for option in command.options.options {
                #expect(command.help.contains("\n  \(option.label)"), "\(command.name) --help does not list \(option.name)")
                let arguments = option.value == nil ? [option.name] : [option.name, "x"]
                let parsed = try command.options.parse(arguments)
                #expect(option.value == nil ? parsed.has(option) : parsed.value(option) == "x", "\(command.name) \(option.name)")
            }
            #expect(throws: UsageError(Bilingual("unknown option '--nothing-like-it'", "没有选项 '--nothing-like-it'"))) { try command.options.parse(["--nothing-like-it"]) }
        }
    }

    @Test("an option's help starts at the command's column, continues under it, and a longer label gets two spaces")
    func helpLayout() {
        let options = CommandOptions([
            OptionSpec("--flag", help: ["a flag", "on two lines"]),
            OptionSpec("--a-very-long-option", value: "VALUE", help: ["after two spaces"]),
        ], helpColumn: 12)
        #expect(options.lines == [
            "  --flag    a flag",
            "            on two lines",
            "  --a-very-long-option VALUE  after two spaces",
        ])
    }

    @Test("--name value and --name=value; a flag takes no value; a valued option needs one")
    func parsing() throws {
        let options = CommandOptions([OptionSpec("--flag", help: []), .timeout], helpColumn: 0)
        let parsed = try options.parse(["a", "--flag", "--timeout=5", "b", "-h"])
        #expect(parsed.positionals == ["a", "b"])
        #expect(parsed.has(OptionSpec("--flag", help: [])))
        #expect(try parsed.timeout() == 5)
        #expect(parsed.wantsHelp)
        #expect(throws: UsageError(Bilingual("unknown option '--flag=1'", "没有选项 '--flag=1'"))) { try options.parse(["--flag=1"]) }
        #expect(throws: UsageError(Bilingual("--timeout needs a value", "--timeout 需要一个值"))) { try options.parse(["--timeout"]) }
        #expect(throws: UsageError(Bilingual("--timeout needs a number of seconds, got '0'", "--timeout 需要一个秒数，而给的是 '0'"))) { try options.parse(["--timeout", "0"]).timeout() }
    }

    @Test("one time limit: --timeout means seconds per test, 60 by default, in progress, exercise --status and course")
    func oneTimeout() throws {
        #expect(try ParsedArguments().timeout() == 60)
        for name in ["exercise", "course"] {
            let command = try #require(Workshop.subcommand(named: name))
            #expect(command.options.options.contains(.timeout))
        }
        #expect(ProgressTool.options.options.contains(.timeout))
        #expect(ProgressTool.usage.contains(CommandOptions([.timeout], helpColumn: 21).lines(in: .english, width: 100).joined(separator: "\n")))
    }

    @Test("progress takes --lang (en, zh-Hans) and the locale variables as the workshop does; an unknown language is a usage error")
    func progressLanguage() {
        let nowhere = FileManager.default.temporaryDirectory
        #expect(ProgressTool.main(["--lang", "zh-Hans", "--help"], directory: nowhere, environment: [:]) == 0)
        #expect(ProgressTool.main(["--lang=en", "--help"], directory: nowhere, environment: [:]) == 0)
        #expect(ProgressTool.main(["--help"], directory: nowhere, environment: ["LANG": "zh_CN.UTF-8"]) == 0)
        #expect(ProgressTool.main(["--lang", "fr", "--help"], directory: nowhere, environment: [:]) == 2)
        #expect(ProgressTool.usage.contains("--lang LANG"))
    }

    @Test("no help line of the workshop or of progress is wider than 100 columns")
    func helpWidths() {
        let texts = Workshop.subcommands.map(\.help) + [ProgressTool.usage(in: .english, width: 100), ProgressTool.usage(in: .simplifiedChinese, width: 100)]
        for text in texts {
            for line in text.split(separator: "\n") {
                #expect(String(line).displayWidth <= 100, "\(line)")
            }
        }
    }
}

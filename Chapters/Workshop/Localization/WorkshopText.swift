import CourseProgress

/// The texts the workshop's own commands print around the chapters, demos and examples, each with
/// its Simplified Chinese beside it. The `switch` has no `default`: a new case does not compile
/// until it has both languages.
///
/// The words are the ones the Chinese guides use (the terminology table of Docs/zh-Hans/README.md):
/// 信号, 订阅者, 订阅, 释放, 冷信号 / 热信号, 主题, 多播, 调度器, 命令. Code, API names, row names and
/// values stay in English.
enum WorkshopText: Sendable, Equatable {
    // The overview (`workshop`).
    case overviewHeading
    case chaptersHeading
    case titleColumn
    case statusColumn
    case testsColumn
    case status(ChapterEntry.Status)
    case howToRunAChapter
    case examplesHeading
    case howToRunAnExample
    case commandsHeading
    case thisOverview
    // `workshop chapter N`.
    case chapterNotWritten(Int)
    case itWillAdd
    case chapterHeading(Int)
    case whatItAdds
    case itsTests
    case fullStop
    case marblesKeyValues
    case marblesKeySubscriptions
    case noDemos(Int)
    case noticeHeading
    case eventsHeading
    case marblesHeading
    case legendLead
    // `workshop example NAME`.
    case exampleHeading(String)

    /// The text in `language`.
    func text(in language: Language) -> String {
        both.text(in: language)
    }

    private var both: Bilingual {
        switch self {
        case .overviewHeading:
            Bilingual("RACFromScratch: ReactiveCocoa 2 rebuilt in Swift, one idea per chapter.",
                      "RACFromScratch：用 Swift 从零重写 ReactiveCocoa 2，每章一个概念。")
        case .chaptersHeading: Bilingual("Chapters", "章节")
        case .titleColumn: Bilingual("Title", "标题")
        case .statusColumn: Bilingual("Status", "状态")
        case .testsColumn: Bilingual("Its tests", "本章测试")
        case .status(.written): Bilingual("written", "已完成")
        case .status(.planned): Bilingual("planned", "计划中")
        case .howToRunAChapter:
            Bilingual("Run a chapter's demos with 'workshop chapter N'; its tests with the command shown.",
                      "用 'workshop chapter N' 运行一章的演示；用上面列出的命令运行它的测试。")
        case .examplesHeading: Bilingual("Examples", "示例")
        case .howToRunAnExample:
            Bilingual("Run one with 'workshop example NAME' (add --realtime, or --speed K, to watch it in time).",
                      "用 'workshop example NAME' 运行一个示例（加 --realtime 或 --speed K，可按时间观看）。")
        case .commandsHeading: Bilingual("Commands", "命令行")
        case .thisOverview: Bilingual("this overview", "本概览")
        case let .chapterNotWritten(number): Bilingual("Chapter \(number) is not written yet.", "第 \(number) 章尚未写成。")
        case .itWillAdd: Bilingual("It will add ", "它将加入：")
        case let .chapterHeading(number): Bilingual("Chapter \(number): ", "第 \(number) 章：")
        case .whatItAdds: Bilingual("What it adds: ", "新增内容：")
        case .itsTests: Bilingual("Its tests: ", "本章测试：")
        case .fullStop: Bilingual(".", "。")
        case .marblesKeyValues:
            Bilingual("Marbles: one character per tick. - nothing; a, b, 1 … a value; | completed; X error;",
                      "弹珠图：每个字符代表一个 tick。- 无事件；a、b、1 … 一个值；| 完成；X 错误；")
        case .marblesKeySubscriptions:
            Bilingual("^ subscribed; ! disposed; (ab) several events in one tick. See Docs/Marbles.md.",
                      "^ 订阅；! 释放；(ab) 同一 tick 内的多个事件。详见 Docs/Marbles.md。")
        case let .noDemos(number): Bilingual("Chapter \(number) has no demos yet.", "第 \(number) 章还没有演示。")
        case .noticeHeading: Bilingual("     Notice: ", "     注意：")
        case .eventsHeading: Bilingual("     Events:", "     事件：")
        case .marblesHeading: Bilingual("     Marbles:", "     弹珠图：")
        case .legendLead: Bilingual("       where ", "       其中 ")
        case let .exampleHeading(name): Bilingual("Example \(name): ", "示例 \(name)：")
        }
    }
}

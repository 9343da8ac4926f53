import CourseProgress

/// The eight chapters, in one place: the overview table, `chapter N` and the help all read this.
///
/// `status` is kept by hand. A chapter is *written* once its module is more than the placeholder
/// `ChapterInfo` it starts as; flip it here when that happens (a test in `WorkshopTests` compares
/// this table with the chapter folders on disk and says which entry is out of date).
enum ChapterCatalog {
    static let chapters: [ChapterEntry] = [
        ChapterEntry(
            number: 1, module: "Chapter01_MinimalSignal", title: Bilingual("Minimal signal", "最小的信号"),
            adds: Bilingual("a signal is a stored subscribe block: createSignal, Subscriber, subscribeNext, sendNext", "信号就是一个保存起来的订阅 block：createSignal、Subscriber、subscribeNext、sendNext"),
            status: .written
        ),
        ChapterEntry(
            number: 2, module: "Chapter02_Disposable", title: Bilingual("Disposable", "释放"),
            adds: Bilingual("next* (error | completed)?, Disposable, CompoundDisposable, return/empty/error/never", "next* (error | completed)?、Disposable、CompoundDisposable、return/empty/error/never"),
            status: .written
        ),
        ChapterEntry(
            number: 3, module: "Chapter03_Subject", title: Bilingual("Subject", "主题"),
            adds: Bilingual("hot signals: Subject, ReplaySubject, BehaviorSubject; callbacks and notifications brought in", "热信号：Subject、ReplaySubject、BehaviorSubject；把回调和通知接入进来"),
            status: .written
        ),
        ChapterEntry(
            number: 4, module: "Chapter04_Bind", title: Bilingual("Bind", "bind"),
            adds: Bilingual("bind, the one primitive; map, filter, flattenMap, take, skip, scan built on it; concat, startWith beside it", "核心方法 bind；建立在它之上的 map、filter、flattenMap、take、skip、scan；与它并列的 concat、startWith"),
            status: .written
        ),
        ChapterEntry(
            number: 5, module: "Chapter05_CombineLatest", title: Bilingual("CombineLatest", "组合最新值"),
            adds: Bilingual("combineLatest, zip, merge, reduceEach, and/or/not: several signals into one", "combineLatest、zip、merge、reduceEach、and/or/not：把多个信号合成一个"),
            status: .written
        ),
        ChapterEntry(
            number: 6, module: "Chapter06_Scheduler", title: Bilingual("Scheduler", "调度器"),
            adds: Bilingual("schedulers and virtual time: after, interval, delay, throttle, timeout, deliverOn, subscribeOn", "调度器与虚拟时间：after、interval、delay、throttle、timeout、deliverOn、subscribeOn"),
            status: .written
        ),
        ChapterEntry(
            number: 7, module: "Chapter07_Multicast", title: Bilingual("Multicast", "多播"),
            adds: Bilingual("sharing one subscription: MulticastConnection, multicast, publish, connect, autoconnect; replay, replayLast, replayLazily; defer", "共享一次订阅：MulticastConnection、multicast、publish、connect、autoconnect；replay、replayLast、replayLazily；defer"),
            status: .written
        ),
        ChapterEntry(
            number: 8, module: "Chapter08_Command", title: Bilingual("Command", "命令"),
            adds: Bilingual("Command: execute, executionSignals, executing, enabled, errors, allowsConcurrentExecution", "命令：execute、executionSignals、executing、enabled、errors、allowsConcurrentExecution"),
            status: .written
        ),
    ]

    /// Chapter `number`, or `nil` if there is none.
    static func chapter(_ number: Int) -> ChapterEntry? {
        chapters.first { $0.number == number }
    }

    /// `Chapter02` for 2: the name of a chapter's course file, map, diff and solutions folder.
    static func numberedName(_ number: Int) -> String {
        "Chapter\(number < 10 ? "0" : "")\(number)"
    }

    /// "1 to 8", for messages.
    static var validNumbers: String {
        "\(chapters.first!.number) to \(chapters.last!.number)"
    }
}

/// One chapter's metadata.
struct ChapterEntry: Sendable {
    enum Status: String, Sendable {
        /// The module is written: its demos run and its diff is generated.
        case written
        /// The module is still the placeholder.
        case planned
    }

    /// 1 to 8.
    let number: Int
    /// The module and folder name, `Chapter01_MinimalSignal`.
    let module: String
    /// A short title.
    let title: Bilingual
    /// One line on what the chapter adds.
    let adds: Bilingual
    let status: Status

    var isWritten: Bool { status == .written }

    /// The chapter's folder, relative to the package root.
    var folder: String { "Chapters/\(module)" }

    /// The `swift test` filter that selects this chapter's tests and no other target's.
    ///
    /// Test identifiers are `Target.Suite/test` (Swift Testing and XCTest alike) and no other
    /// target's name starts with `Chapter01_MinimalSignalTests`, so the anchored name is enough.
    var testFilter: String { "^\(module)Tests" }

    /// The command that runs the chapter's tests.
    var testCommand: String { "swift test --filter '\(testFilter)'" }
}

import CourseProgress
import Testing

/// A crash's message in the reader's language: the runtime's own text stays as it came (code, in
/// backticks, in Chinese); the sentences `progress` writes itself are translated.
@Suite("Progress: a crash's message in both languages")
struct CrashMessageTests {
    @Test("a process that died of signal 11 without a trace: a likely stack overflow, said in both languages")
    func signalElevenWithoutTrace() {
        let crash = CrashReport.parse("error: Process 'x.xctest' exited with unexpected signal code 11", modules: ["M"], status: 1)
        #expect(crash.message(in: .english).hasPrefix("stack overflow, most likely: the test process died of signal 11 (SIGSEGV)"))
        #expect(crash.message(in: .simplifiedChinese) == "很可能是栈溢出：测试进程在打印调用栈之前就死于信号 11（SIGSEGV），一个无休止地调用自己的函数就会这样（也可能是一次错误的内存访问）")
    }

    @Test("a process that stopped with no message: its signal, in both languages")
    func stoppedWithoutMessage() {
        let crash = CrashReport.parse("", modules: ["M"], status: 134)
        #expect(crash.message(in: .english) == "the test process stopped (signal 6, SIGABRT)")
        #expect(crash.message(in: .simplifiedChinese) == "测试进程停止了（信号 6，SIGABRT）")
    }

    @Test("the runtime's own message stays as it came, as code in Chinese")
    func runtimeMessageAsCode() {
        let crash = CrashReport.parse("M/Signal.swift:7: Fatal error: Unexpectedly found nil while unwrapping an Optional value", modules: ["M"], status: 1)
        #expect(crash.message(in: .english) == "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(crash.message(in: .simplifiedChinese) == "`Fatal error: Unexpectedly found nil while unwrapping an Optional value`")
        #expect(crash.summary(in: .simplifiedChinese) == "`Fatal error: Unexpectedly found nil while unwrapping an Optional value`，位置：Sources/M/Signal.swift:7")
    }
}

/// A test still running at the time limit: how long it was given, and where it was when its
/// process was asked for its stack before being stopped (`nil` when it was not asked; a place
/// with no frame when the stack could not be read).
public struct Hang: Sendable, Equatable, ExpressibleByIntegerLiteral {
    public var seconds: Int
    public var place: StackPlace?

    public init(seconds: Int, place: StackPlace?) {
        self.seconds = seconds
        self.place = place
    }

    /// A hang after `seconds`, its place unknown (`.hung(5)` in tests).
    public init(integerLiteral seconds: Int) {
        self.init(seconds: seconds, place: nil)
    }

    /// The sentences that say where the test was spinning: the nearest line of the learner's (or
    /// that none of theirs is in the stack), the line of given code it was in when that is not
    /// theirs, and the test's own line.
    public func places(in language: Language = .english) -> [String] {
        guard let place else { return [] }
        guard place.top != nil || place.test != nil else {
            return [Bilingual("(its stack could not be read, so the line it was on is unknown)",
                              "（读不到它的调用栈，不知道它停在哪一行）").text(in: language)]
        }
        var sentences: [Bilingual] = []
        switch place.yours {
        case let .at(frame):
            let inFunction = frame.function.map { Bilingual(" (in \($0))", "（在 \($0) 中）") } ?? Bilingual("", "")
            sentences.append(Bilingual("it was running your line \(frame.location)" + inFunction.english,
                                       "它当时正在执行你的代码 \(frame.location)" + inFunction.chinese))
            if place.topIsGiven, let top = place.top {
                sentences.append(Bilingual("(inside \(top.location), code you were given)",
                                           "（停在给你的代码 \(top.location) 里）"))
            }
        case let .lineUnknown(frame):
            let inFunction = frame.function.map { Bilingual(" (in \($0))", "（在 \($0) 中）") } ?? Bilingual("", "")
            sentences.append(Bilingual("it was running \(frame.location)" + inFunction.english + ", a file with your exercise code (the backtrace gives no line number there)",
                                       "它当时正在执行 \(frame.location)" + inFunction.chinese + "，这个文件里有你的练习代码（调用栈在这里没有给出行号）"))
        case .absent, .unknown:
            if let top = place.top {
                let inFunction = top.function.map { Bilingual(" (in \($0))", "（在 \($0) 中）") } ?? Bilingual("", "")
                sentences.append(Bilingual("it was running \(top.location)" + inFunction.english,
                                           "它当时正在执行 \(top.location)" + inFunction.chinese))
            }
            if place.yours == .absent {
                sentences.append(CrashReport.yoursSentence(.absent))
            }
        }
        if let test = place.test {
            sentences.append(Bilingual("the test's line: \(test.location)", "测试中的行：\(test.location)"))
        }
        return sentences.map { $0.text(in: language) }
    }
}

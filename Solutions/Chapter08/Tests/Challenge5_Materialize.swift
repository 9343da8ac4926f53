import Testing
import TestSupport
import Chapter08_Command

@Suite("Challenge 5: errors from materialize")
struct MaterializeChallengeTests {
    private func describe<T>(_ event: Event<T>) -> String {
        switch event {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }

    @Test("Challenge 5: every event becomes a value, then the signal completes, even after an error")
    func materializes() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.materialize().subscribeNext({ log.append(self.describe($0)) }, completed: { log.append("done") })
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        Signal<Int>.return(2).materialize().subscribeNext({ log.append(self.describe($0)) }, completed: { log.append("done") })
        #expect(log.entries == ["next(1)", "error(boom)", "done", "next(2)", "completed", "done"])
    }

    @Test("Challenge 5: errors built on materialize sends each failure as a value, like then and catch")
    func errorsAsValues() {
        let log = EventLog()
        let executions = Subject<Signal<Int>>()
        log.record(executions.flattenMap { $0.errorsAsValues() }, "errors")
        executions.sendNext(.return(1))
        executions.sendNext(.error(TestError.boom))
        executions.sendNext(.error(TestError.other))
        #expect(log.entries == ["errors next(boom)", "errors next(other)"])
    }
}

import Testing
import TestSupport
import Chapter03_Subject

private final class Form {
    @Observed var source = "a"
    @Observed var target = ""
    var plain = 0
}

@Suite("Challenge 3.1: bind a signal into a property")
struct SetKeyPathChallengeTests {
    @Test("Challenge 3.1: every value is set on the object, until the subscription is disposed")
    func setsEveryValue() {
        let form = Form()
        let subject = Subject<Int>()
        let binding = subject.setKeyPath(\.plain, on: form)
        subject.sendNext(1)
        #expect(form.plain == 1)
        subject.sendNext(2)
        #expect(form.plain == 2)
        binding.dispose()
        subject.sendNext(3)
        #expect(form.plain == 2)
    }

    @Test("Challenge 3.1: one @Observed property bound to another: $target sends every value of the source")
    func observedToObserved() {
        let log = EventLog()
        let form = Form()
        form.$source.setKeyPath(\.target, on: form)
        log.record(form.$target)
        form.source = "b"
        form.source = "c"
        #expect(log.entries == ["next(a)", "next(b)", "next(c)"])
    }

    @Test("Challenge 3.1: the binding does not keep the object alive")
    func objectIsWeak() {
        let subject = Subject<Int>()
        weak var weakForm: Form?
        do {
            let form = Form()
            weakForm = form
            subject.setKeyPath(\.plain, on: form)
        }
        #expect(weakForm == nil)
        subject.sendNext(1)
    }
}

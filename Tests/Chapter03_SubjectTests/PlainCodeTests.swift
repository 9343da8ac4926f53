import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter03_Subject
#endif

/// Seed 001's recipe 六 (Docs/Sources.md): "bringing non-RAC code into RAC" with a subject. The form below is plain code:
/// no signal inside, only methods that UI callbacks call. It reports its validity by calling
/// `sendNext` on a subject wherever the validity may have changed.
final class PublishForm {
    let validity: Subject<Bool>
    private var text = ""
    private var hasImage = false

    init(validity: Subject<Bool> = Subject()) {
        self.validity = validity
    }

    /// Plain code, as the seed's `isValid`: something to publish needs text and an image.
    var isValid: Bool { !text.isEmpty && hasImage }

    func textDidChange(_ text: String) {
        self.text = text
        validity.sendNext(isValid)
    }

    func imageWasPicked() {
        hasImage = true
        validity.sendNext(isValid)
    }
}

@Suite("Bringing plain code into RAC")
struct PlainCodeTests {
    @Test("Exercise 3.1: Plain code brings its state into RAC by calling sendNext on a subject wherever it changes")
    func plainCodePushesIntoASubject() {
        let log = EventLog()
        let form = PublishForm()
        form.validity.subscribeNext { log.append("button enabled: \($0)") }
        form.validity.subscribeNext { log.append("hint shown: \(!$0)") }
        form.textDidChange("hello")
        form.imageWasPicked()
        #expect(log.entries == [
            "button enabled: false", "hint shown: true",
            "button enabled: true", "hint shown: false",
        ])
    }

    // The seed pushes `[self isValid]` once more right after setting up its listeners. Why?
    @Test("Exercise 3.1: A listener set up after the first push misses it: push the current state once everyone listens")
    func lateListenerMissesTheFirstPush() {
        let log = EventLog()
        let form = PublishForm()
        form.textDidChange("hello")
        form.validity.subscribeNext { log.append("button enabled: \($0)") }
        #expect(log.entries == [])
        form.validity.sendNext(form.isValid)
        #expect(log.entries == ["button enabled: false"])
    }

    @Test("Exercise 3.3: With a BehaviorSubject, a late listener learns the current state without another push")
    func behaviorSubjectRemembersTheLastPush() {
        let log = EventLog()
        let form = PublishForm(validity: BehaviorSubject(defaultValue: false))
        form.textDidChange("hello")
        form.imageWasPicked()
        form.validity.subscribeNext { log.append("button enabled: \($0)") }
        #expect(log.entries == ["button enabled: true"])
    }

    // The other direction of seed 001's recipe 六 (`submitSignal`): a callback API wrapped in `createSignal`.
    @Test("A callback API wrapped in createSignal is cold: each subscriber starts its own call")
    func wrappedCallbackIsCold() {
        let log = EventLog()
        var pending: [(Bool) -> Void] = []
        /// A plain API: starts an upload and calls back once, later.
        func upload(completion: @escaping (Bool) -> Void) {
            log.append("upload started")
            pending.append(completion)
        }
        let uploaded = Signal<Bool>.createSignal { subscriber in
            upload { success in
                subscriber.sendNext(success)
                subscriber.sendCompleted()
            }
        }
        log.record(uploaded, "A")
        log.record(uploaded, "B")
        for completion in pending { completion(true) }
        #expect(log.entries == ["upload started", "upload started", "A next(true)", "A completed", "B next(true)", "B completed"])
    }
}

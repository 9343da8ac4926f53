import Testing
import TestSupport
import Chapter03_Subject

@Suite("Challenge 3.2: replace a delegate")
struct DelegateProxyChallengeTests {
    @Test("Challenge 3.2: picks sends every pick, in order")
    func sendsEveryPick() {
        let log = EventLog()
        let picker = Picker()
        let proxy = PickerDelegateProxy()
        picker.delegate = proxy
        log.record(proxy.picks)
        picker.pick(2)
        picker.pick(0)
        #expect(log.entries == ["next(2)", "next(0)"])
    }

    @Test("Challenge 3.2: the picker keeps its delegate weakly, so someone else must keep the proxy")
    func delegateIsWeak() {
        let picker = Picker()
        weak var weakProxy: PickerDelegateProxy?
        do {
            let proxy = PickerDelegateProxy()
            weakProxy = proxy
            picker.delegate = proxy
        }
        #expect(weakProxy == nil)
        #expect(picker.delegate == nil)
    }
}

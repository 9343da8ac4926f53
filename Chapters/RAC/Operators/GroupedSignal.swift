/// One group of `groupBy`: a subject that receives the values whose key is `key`.
///
/// RAC's `RACGroupedSignal`. Like any subject it is hot: subscribe to it when the outer signal
/// sends it (synchronously, in that `next` handler), or you miss its first value.
public final class GroupedSignal<Key: Hashable, Value>: Subject<Value>, @unchecked Sendable {
    // @unchecked: `key` is a `let` written once, before the group is published; the rest is the
    // subject's thread-safe core.
    /// The key every value of this group shares.
    public let key: Key

    /// A group with no subscribers, for `key`.
    init(key: Key) {
        self.key = key
        super.init()
    }
}

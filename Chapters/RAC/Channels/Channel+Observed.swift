import Foundation

extension Channel {
    /// The terminal for an `@Observed` property: give the property and its projected signal,
    /// `Channel.to(form, \.name, changes: \.$name)`.
    ///
    /// The same contract as `to(_:_:on:)` for an `@Observable` object, without a scheduler, since
    /// `@Observed` reports each set synchronously: subscribing gives the current value, then every
    /// set made by someone else (equal values included, as `$name` sends them); each value sent to
    /// the terminal is stored in the property and not sent back out. The terminal completes when the
    /// owner goes away (`$name` completes then); it holds the owner weakly.
    ///
    /// A set is recognised as the terminal's own by the thread that makes it, as RAC's
    /// `RACKVOChannel` does, so another thread's set at the same moment still goes out.
    ///
    /// Called in `@MainActor` code (or in an actor), each write of the property is checked to run on
    /// that actor (`isolation`, which you never write), as `subscribeNext`'s blocks are.
    public static func to<Object: AnyObject>(
        _ object: Object,
        _ keyPath: ReferenceWritableKeyPath<Object, Value>,
        changes: KeyPath<Object, Signal<Value>>,
        isolation: (any Actor)? = #isolation
    ) -> ChannelTerminal<Value> {
        // The property is the leading side; you get the following terminal, which replays its value.
        let channel = Channel<Value>()
        let leading = channel.leadingTerminal
        let ownSets = OwnSetThreads()
        let watching = object[keyPath: changes].subscribeNext(
            { value in if !ownSets.containsCurrentThread { leading.sendNext(value) } },
            completed: { leading.sendCompleted() },
            isolation: nil
        )
        weak let target = object
        leading.subscribeNext(
            { value in
                guard let target else { return }
                if let isolation { IsolationCheck.check(isolation, api: "Channel.to(_:_:changes:)") }
                ownSets.whileCurrentThreadSets { target[keyPath: keyPath] = value }
            },
            error: { _ in watching.dispose() },
            completed: { watching.dispose() },
            isolation: nil
        )
        return channel.followingTerminal
    }
}

/// The threads that are storing a channel's own value right now: a change reported on one of them
/// is that value coming back, and is not sent.
final class OwnSetThreads: @unchecked Sendable {
    // @unchecked: `threads` is touched only inside `lock`.
    private let lock = Lock()
    private var threads: Set<ObjectIdentifier> = []

    /// Whether the calling thread is inside `whileCurrentThreadSets`.
    var containsCurrentThread: Bool {
        let current = ObjectIdentifier(Thread.current)
        return lock.withLock { threads.contains(current) }
    }

    /// Runs `set` with the calling thread marked.
    func whileCurrentThreadSets(_ set: () -> Void) {
        let current = ObjectIdentifier(Thread.current)
        let isNested = lock.withLock { !threads.insert(current).inserted }
        set()
        if !isNested { _ = lock.withLock { threads.remove(current) } }
    }
}

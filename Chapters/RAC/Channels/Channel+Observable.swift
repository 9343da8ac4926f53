import Observation

extension Channel {
    /// The terminal for a property of an `@Observable` object: RAC's `RACChannelTo(object, key)`
    /// for the Observation framework.
    ///
    /// Subscribing to the terminal gives the property's current value, then its value after each
    /// change made by anyone else (read on `scheduler`, as `Signal.observe(_:_:on:)` does). Each
    /// value sent to the terminal is stored in the property and is **not** sent back out of the
    /// terminal: a channel never echoes a value to where it came from. The terminal ends (on
    /// `scheduler`) when the object goes away; it holds the object weakly, and it stays alive, with
    /// what is subscribed to it, until then or until the channel is ended.
    ///
    /// Bind two properties both ways with `bind(to:)`:
    /// `Channel.to(form, \.name).bind(to: Channel.to(settings, \.name))` — the form takes the
    /// settings' value first.
    ///
    /// Called in `@MainActor` code (or in an actor), each read and write of the property is checked
    /// to run on that actor (`isolation`, which you never write): a value sent to the terminal from
    /// another thread stops the process with a message instead of writing the property there.
    /// `Scheduler.immediate` is refused, as in `Signal.observe(_:_:on:)`.
    public static func to<Object: AnyObject & Observable>(
        _ object: Object,
        _ keyPath: ReferenceWritableKeyPath<Object, Value>,
        on scheduler: Scheduler = .mainThread,
        isolation: (any Actor)? = #isolation
    ) -> ChannelTerminal<Value> {
        // The property is the leading side; you get the following terminal, which replays its value.
        let channel = Channel<Value>()
        let leading = channel.leadingTerminal
        let tracker = PropertyTracker(
            object: object,
            keyPath: keyPath,
            scheduler: scheduler,
            send: { leading.sendNext($0) },
            end: { leading.sendCompleted() },
            isolation: isolation,
            api: "Channel.to(_:_:on:)"
        )
        leading.sendNext(tracker.start(object))
        // Values sent to the following terminal arrive here. This subscription (kept by the
        // channel's subjects, and keeping the tracker) ends with the channel.
        leading.subscribeNext(
            { tracker.set($0, through: keyPath) },
            error: { _ in tracker.stop() },
            completed: { tracker.stop() },
            isolation: nil
        )
        return channel.followingTerminal
    }
}
